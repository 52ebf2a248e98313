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
  'entryFee',
  'prize',
] as const;
export const TRANSACTION_STATUSES = ['initiated', 'pending', 'processing', 'completed', 'failed', 'cancelled'] as const;

/** In: money arriving in the wallet (funding, winnings, refund, a transfer received); out: money leaving it. */
export const MONEY_DIRECTIONS = ['in', 'out'] as const;
export type MoneyDirection = (typeof MONEY_DIRECTIONS)[number];

export const transactionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  transactionType: z.string(),
  status: z.string(),
  /** Always positive; `direction` says which way it moved (both legs of a transfer are listed, one each way). */
  amount: moneyViewSchema,
  direction: z.enum(MONEY_DIRECTIONS),
  feeAmount: moneyViewSchema.optional(),
  paymentLink: z.string().optional(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
