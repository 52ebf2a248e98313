import type { CurrencyCode } from '@gom/contract/money';
import { destinationProblems, WITHDRAWAL_MINIMUMS, type WithdrawalDestination } from '@gom/contract/withdrawals';
import { validateFundAmount } from './validate-fund-amount.ts';

// The withdraw form says what the server would refuse, first and in words: the amount (as for funding,
// plus the currency's minimum) and the destination the currency needs (the contract's own check).

export type WithdrawalCheck =
  { ok: true; value: number; destination: WithdrawalDestination } | { ok: false; message: string };

export function validateWithdrawal(options: {
  walletId: string;
  currency: CurrencyCode;
  amount: string;
  destination: Record<string, string>;
  /** Back to a payment: up to what it has left, and no minimum (a refund costs no payout fee). */
  refund?: { fundingId: string; remaining: number };
}): WithdrawalCheck {
  const amount = validateFundAmount({ walletId: options.walletId, currency: options.currency, amount: options.amount });
  if (!amount.ok) return amount;
  if (options.refund) {
    if (amount.value > options.refund.remaining) {
      return {
        ok: false,
        message: `At most ${options.refund.remaining} ${options.currency} can go back to this payment`,
      };
    }
    return { ok: true, value: amount.value, destination: { fundingId: options.refund.fundingId } };
  }
  const minimum = WITHDRAWAL_MINIMUMS[options.currency];
  if (amount.value < minimum) return { ok: false, message: `The minimum withdrawal is ${minimum} ${options.currency}` };
  // Only the fields the player filled in: an empty optional field is not sent.
  const destination = Object.fromEntries(
    Object.entries(options.destination)
      .map(([field, value]) => [field, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  ) as WithdrawalDestination;
  const problem = Object.values(destinationProblems(options.currency, destination))[0];
  if (problem) return { ok: false, message: problem };
  return { ok: true, value: amount.value, destination };
}
