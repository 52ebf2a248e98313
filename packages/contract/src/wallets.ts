import { z } from 'zod';
import { CURRENCY_CODES, moneySchema, moneyViewSchema } from './money.ts';
import { plainText } from './text.ts';

export const walletSchema = z.object({
  id: z.string(),
  currency: z.string(),
  default: z.boolean(),
  balance: moneyViewSchema,
  available: moneyViewSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

export const createWalletRequestSchema = z.strictObject({
  // A missing currency and an unknown one get their own messages (a union would say only "Invalid input").
  currency: z.enum(CURRENCY_CODES, {
    error: (issue) => (issue.input === undefined ? 'Please select a currency' : 'Unsupported currency'),
  }),
  entityType: z.literal('personal', { error: "entityType must be 'personal'" }),
  default: z.boolean({ error: 'default must be true or false' }),
});
export type CreateWalletRequest = z.input<typeof createWalletRequestSchema>;

/** `PATCH /users/{userId}/wallets/{walletId}`: the only change a player makes to a wallet is making it the default. */
export const updateWalletRequestSchema = z.strictObject({
  default: z.literal(true, { error: 'To change the default wallet, make another wallet the default' }),
});
export type UpdateWalletRequest = z.input<typeof updateWalletRequestSchema>;

export const walletParamsSchema = z.object({ walletId: plainText('walletId').min(1, 'Wallet not found') });

export const IDEMPOTENCY_KEY_MAX_LENGTH = 64;

/** The client's key for one intended money movement (fund, transfer, withdrawal): a retry reuses it. */
export const idempotencyKeySchema = z
  .string({ error: 'idempotencyKey is required' })
  .min(8, 'idempotencyKey must be at least 8 characters')
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, `idempotencyKey must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'idempotencyKey may only contain letters, digits, _ and -');

/** A positive amount: zero and negatives get the spec's own message. */
export const positiveMoneySchema = moneySchema.refine((money) => money.value > 0, {
  message: 'Amount must be greater than 0',
  path: ['value'],
});

export const fundRequestSchema = z.strictObject({
  idempotencyKey: idempotencyKeySchema,
  walletId: plainText('walletId', { error: 'Please select a wallet and enter an amount' }).min(
    1,
    'Please select a wallet and enter an amount',
  ),
  amount: positiveMoneySchema,
});
export type FundRequest = z.input<typeof fundRequestSchema>;

export const fundResponseSchema = z.object({
  transactionId: z.string(),
  reference: z.string(),
  paymentLink: z.string(),
});
export type FundResponse = z.infer<typeof fundResponseSchema>;

/** What the wallet's Settings show: the limits that apply to it, in its currency. */
export const walletLimitsSchema = z.object({
  currency: z.string(),
  fundingMax: moneyViewSchema,
  withdrawalMin: moneyViewSchema,
  /** The house's spread on a transfer out of this wallet, in percent. */
  transferFeePercent: z.number(),
  /** How long a transfer quote holds. */
  transferQuoteSeconds: z.number(),
});
export type WalletLimits = z.infer<typeof walletLimitsSchema>;
