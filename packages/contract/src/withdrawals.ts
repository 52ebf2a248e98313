import { z } from 'zod';
import { CURRENCIES, moneyViewSchema, type CurrencyCode } from './money.ts';
import { nameText, plainText } from './text.ts';
import { idempotencyKeySchema, positiveMoneySchema } from './wallets.ts';

// Taking money out: the amount is held at once, the payout provider pays it to the destination,
// and only its signed webhook completes the withdrawal. A pending one can be cancelled.

/** Smallest withdrawal per currency, in whole units: below it the payout costs more than it moves. */
export const WITHDRAWAL_MINIMUMS: Record<CurrencyCode, number> = {
  USD: 5,
  EUR: 5,
  GBP: 5,
  NGN: 1_000,
  USDT: 5,
  USDC: 5,
};

/** A name shown on the payout: refuses control and text-direction characters. */
const name = (label: string, max: number) =>
  nameText(label, { error: `${label} must be text` })
    .trim()
    .min(1, `Please enter the ${label.toLowerCase()}`)
    .max(max, `${label} is too long`);

/**
 * Where the money goes. Back to a payment that funded the wallet (`fundingId`: that funding's transaction id; the
 * payment provider refunds it), or to an account of the player's: fiat to a bank account (holder name and number;
 * a bank code where the provider needs one, e.g. Paystack's NGN banks), stablecoins to a wallet address. Money paid
 * in by a payment that can be refunded goes back to it first (decision 0102).
 */
export const withdrawalDestinationSchema = z.strictObject({
  fundingId: z
    .string({ error: 'Funding id must be text' })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Please choose a payment to refund')
    .optional(),
  accountHolderName: name('Account holder name', 100).optional(),
  accountNumber: z
    .string({ error: 'Account number must be text' })
    .trim()
    .regex(/^[0-9]{6,20}$/, 'Account number must be 6 to 20 digits')
    .optional(),
  bankCode: z
    .string({ error: 'Bank code must be text' })
    .trim()
    .regex(/^[0-9A-Za-z]{3,10}$/, 'Bank code must be 3 to 10 letters or digits')
    .optional(),
  address: z
    .string({ error: 'Address must be text' })
    .trim()
    .regex(/^(0x[0-9a-fA-F]{40}|T[1-9A-HJ-NP-Za-km-z]{33})$/, 'Please enter a valid wallet address')
    .optional(),
});
export type WithdrawalDestination = z.infer<typeof withdrawalDestinationSchema>;

/** What a destination lacks for this currency, field by field; empty when it is complete. */
export function destinationProblems(
  currency: CurrencyCode,
  destination: WithdrawalDestination,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (destination.fundingId !== undefined) {
    const others = Object.keys(destination).filter((field) => field !== 'fundingId');
    for (const field of others)
      problems[`destination.${field}`] = 'A refund goes back to the payment, not to an account';
    return problems;
  }
  if (CURRENCIES[currency].type === 'crypto') {
    if (!destination.address) problems['destination.address'] = 'Please enter the wallet address';
    if (destination.accountNumber || destination.accountHolderName) {
      problems['destination.accountNumber'] = `${currency} is paid to a wallet address, not a bank account`;
    }
  } else {
    if (!destination.accountHolderName)
      problems['destination.accountHolderName'] = 'Please enter the account holder name';
    if (!destination.accountNumber) problems['destination.accountNumber'] = 'Please enter the account number';
    if (destination.address) problems['destination.address'] = `${currency} is paid to a bank account, not an address`;
  }
  return problems;
}

export const withdrawalRequestSchema = z
  .strictObject({
    idempotencyKey: idempotencyKeySchema,
    walletId: plainText('walletId', { error: 'Please select a wallet' }).min(1, 'Please select a wallet'),
    amount: positiveMoneySchema,
    destination: withdrawalDestinationSchema,
  })
  .superRefine((request, context) => {
    for (const [path, message] of Object.entries(destinationProblems(request.amount.currency, request.destination))) {
      context.addIssue({ code: 'custom', message, path: path.split('.') });
    }
  });
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

export const withdrawalParamsSchema = z.object({ withdrawalId: plainText('withdrawalId').min(1) });

export const withdrawalResultSchema = z.object({
  transactionId: z.string(),
  reference: z.string(),
  status: z.string(),
  /** The sandbox provider's payout page, where a tester completes or fails the payout. */
  payoutLink: z.string().optional(),
});
export type WithdrawalResult = z.infer<typeof withdrawalResultSchema>;

/** A payment that funded one of the player's wallets and can still take money back (a refund), up to `remaining`. */
export const refundablePaymentSchema = z.object({
  fundingId: z.string(),
  reference: z.string(),
  walletId: z.string(),
  paidAt: z.string(),
  paid: moneyViewSchema,
  remaining: moneyViewSchema,
});
export type RefundablePayment = z.infer<typeof refundablePaymentSchema>;
