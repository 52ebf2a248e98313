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
