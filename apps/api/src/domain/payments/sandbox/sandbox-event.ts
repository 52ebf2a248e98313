import { z } from 'zod';

// The sandbox's webhook body. Amounts are minor units as a decimal string: exact, like a real provider's.

export const SANDBOX_EVENT_TYPES = ['checkout.paid', 'checkout.declined', 'checkout.expired'] as const;

export const sandboxEventSchema = z.strictObject({
  id: z.string().min(1),
  type: z.enum(SANDBOX_EVENT_TYPES),
  data: z.strictObject({
    checkoutId: z.string().min(1),
    amount: z.string().regex(/^\d+$/),
    currency: z.string().min(1),
  }),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

/** The event that tells the API a checkout was paid or declined (its id is the same however often it is sent). */
export function sandboxCheckoutEvent(checkout: {
  id: string;
  status: 'paid' | 'declined';
  amount: bigint;
  currency: string;
}): SandboxEvent {
  return {
    id: `evt_${checkout.id}_${checkout.status}`,
    type: checkout.status === 'paid' ? 'checkout.paid' : 'checkout.declined',
    data: { checkoutId: checkout.id, amount: checkout.amount.toString(), currency: checkout.currency },
  };
}
