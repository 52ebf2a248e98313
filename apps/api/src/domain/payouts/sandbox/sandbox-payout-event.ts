import { z } from 'zod';

// The sandbox payout webhook's body. Amounts are minor units as a decimal string, like a real provider's.

export const SANDBOX_PAYOUT_EVENT_TYPES = ['payout.paid', 'payout.failed'] as const;

export const sandboxPayoutEventSchema = z.strictObject({
  id: z.string().min(1),
  type: z.enum(SANDBOX_PAYOUT_EVENT_TYPES),
  data: z.strictObject({
    payoutId: z.string().min(1),
    merchantReference: z.string().min(1),
    amount: z.string().regex(/^\d+$/),
    currency: z.string().min(1),
  }),
});
export type SandboxPayoutEvent = z.infer<typeof sandboxPayoutEventSchema>;

/** The event that tells the API a payout was paid or failed (its id is the same however often it is sent). */
export function sandboxPayoutEvent(payout: {
  id: string;
  merchantReference: string;
  status: 'paid' | 'failed';
  amount: bigint;
  currency: string;
}): SandboxPayoutEvent {
  return {
    id: `evt_${payout.id}_${payout.status}`,
    type: payout.status === 'paid' ? 'payout.paid' : 'payout.failed',
    data: {
      payoutId: payout.id,
      merchantReference: payout.merchantReference,
      amount: payout.amount.toString(),
      currency: payout.currency,
    },
  };
}
