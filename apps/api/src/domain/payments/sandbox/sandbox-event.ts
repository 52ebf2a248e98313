import { z } from 'zod';

// The sandbox's webhook bodies. Amounts are minor units as a decimal string: exact, like a real provider's.

export const SANDBOX_EVENT_TYPES = ['checkout.paid', 'checkout.declined', 'checkout.expired'] as const;
export const SANDBOX_PAYMENT_METHODS = ['card', 'bank_transfer'] as const;
export type SandboxPaymentMethod = (typeof SANDBOX_PAYMENT_METHODS)[number];

const minorUnits = z.string().regex(/^\d+$/);

export const sandboxEventSchema = z.strictObject({
  id: z.string().min(1),
  type: z.enum(SANDBOX_EVENT_TYPES),
  data: z.strictObject({
    checkoutId: z.string().min(1),
    amount: minorUnits,
    currency: z.string().min(1),
    /** How a paid checkout was paid; a checkout paid before the sandbox offered a choice was paid by card. */
    method: z.enum(SANDBOX_PAYMENT_METHODS).optional(),
  }),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

export const sandboxRefundEventSchema = z.strictObject({
  id: z.string().min(1),
  type: z.enum(['refund.succeeded', 'refund.failed']),
  data: z.strictObject({
    refundId: z.string().min(1),
    /** Our withdrawal transaction id. */
    merchantReference: z.string().min(1),
    amount: minorUnits,
    currency: z.string().min(1),
  }),
});
export type SandboxRefundEvent = z.infer<typeof sandboxRefundEventSchema>;

/** The event that tells the API a checkout was paid or declined (its id is the same however often it is sent). */
export function sandboxCheckoutEvent(checkout: {
  id: string;
  status: 'paid' | 'declined';
  amount: bigint;
  currency: string;
  method: SandboxPaymentMethod | null;
}): SandboxEvent {
  const data: SandboxEvent['data'] = {
    checkoutId: checkout.id,
    amount: checkout.amount.toString(),
    currency: checkout.currency,
  };
  if (checkout.status === 'paid') data.method = checkout.method ?? 'card';
  return {
    id: `evt_${checkout.id}_${checkout.status}`,
    type: checkout.status === 'paid' ? 'checkout.paid' : 'checkout.declined',
    data,
  };
}

/** The event that tells the API a refund is done. */
export function sandboxRefundEvent(refund: {
  id: string;
  merchantReference: string;
  status: 'succeeded' | 'failed';
  amount: bigint;
  currency: string;
}): SandboxRefundEvent {
  return {
    id: `evt_${refund.id}_${refund.status}`,
    type: refund.status === 'succeeded' ? 'refund.succeeded' : 'refund.failed',
    data: {
      refundId: refund.id,
      merchantReference: refund.merchantReference,
      amount: refund.amount.toString(),
      currency: refund.currency,
    },
  };
}
