import { z } from 'zod';
import { moneyViewSchema } from './money.ts';

// Types and statuses the server writes (decisions.md); the web also labels the other values the spec saw.
export const TRANSACTION_TYPES = [
  'funding',
  'gameStake',
  'winnings',
  'refund',
  'withdrawal',
  'transfer',
  'subscription',
] as const;
export const TRANSACTION_STATUSES = ['initiated', 'pending', 'processing', 'completed', 'failed', 'cancelled'] as const;

export const transactionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  transactionType: z.string(),
  status: z.string(),
  amount: moneyViewSchema,
  feeAmount: moneyViewSchema.optional(),
  paymentLink: z.string().optional(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
