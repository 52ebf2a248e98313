import { z } from 'zod';
import { plainText } from './text.ts';
import { moneyViewSchema } from './money.ts';
import { idempotencyKeySchema, positiveMoneySchema } from './wallets.ts';

// Converting money between a player's own wallets: quote first (the rate, the house's fee and
// what arrives, held TRANSFER_QUOTE_SECONDS), then execute the quote once.

export const TRANSFER_QUOTE_SECONDS = 30;

const walletIdSchema = (message: string) => plainText('walletId', { error: message }).min(1, message);

export const transferQuoteRequestSchema = z
  .strictObject({
    fromWalletId: walletIdSchema('Please choose the wallet to transfer from'),
    toWalletId: walletIdSchema('Please choose the wallet to transfer to'),
    amount: positiveMoneySchema,
  })
  .refine((request) => request.fromWalletId !== request.toWalletId, {
    message: 'Choose two different wallets',
    path: ['toWalletId'],
  });
export type TransferQuoteRequest = z.input<typeof transferQuoteRequestSchema>;

export const transferQuoteSchema = z.object({
  quoteId: z.string(),
  /** Units of the destination currency one unit of the source buys (before the fee). */
  rate: z.number(),
  /** What leaves the source wallet, the fee included. */
  amount: moneyViewSchema,
  /** The house's spread, in the source currency. */
  fee: moneyViewSchema,
  /** What arrives in the destination wallet. */
  receive: moneyViewSchema,
  expiresAt: z.string(),
  /** When the rates behind this quote were set. */
  ratesAsOf: z.string(),
});
export type TransferQuote = z.infer<typeof transferQuoteSchema>;

export const createTransferRequestSchema = z.strictObject({
  quoteId: plainText('quoteId', { error: 'quoteId is required' }).min(1, 'quoteId is required'),
  idempotencyKey: idempotencyKeySchema,
});
export type CreateTransferRequest = z.input<typeof createTransferRequestSchema>;

export const transferResultSchema = z.object({
  /** The source side's transaction (the one carrying the fee). */
  transactionId: z.string(),
  reference: z.string(),
  /** The destination side's transaction. */
  receiveTransactionId: z.string(),
  amount: moneyViewSchema,
  fee: moneyViewSchema,
  receive: moneyViewSchema,
  rate: z.number(),
});
export type TransferResult = z.infer<typeof transferResultSchema>;
