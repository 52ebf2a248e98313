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
