import type { CurrencyCode } from '@gom/contract/money';
import type { WithdrawalDestination } from '@gom/contract/withdrawals';
import type { AppDatabase } from '../../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { fromMinorUnits } from '../../ledger/minor-units.ts';
import { listRefundablePayments, type ClosedLoop, type RefundablePayment } from './refundable-payments.ts';

export const REFUNDS_UNAVAILABLE_MESSAGE = 'Money cannot go back to a payment here: withdraw to your account';
export const NOT_REFUNDABLE_MESSAGE = 'This payment cannot take money back: choose another one or your account';

const amountOf = (minor: bigint, currency: CurrencyCode) =>
  `${fromMinorUnits(minor, currency).toFixed(currency === 'USDT' || currency === 'USDC' ? 6 : 2)} ${currency}`;

function paymentsFirstMessage(payment: RefundablePayment, walletId: string): string {
  const where = payment.walletId === walletId ? '' : ` (your ${payment.currency} wallet)`;
  return (
    `Money paid in by card goes back to the card first: withdraw up to ${amountOf(payment.remaining, payment.currency)}` +
    ` back to payment ${payment.reference}${where} before withdrawing to an account`
  );
}

/**
 * The closed loop's rule for one withdrawal, inside its transaction, before money is held. Back to a payment: the
 * payment is the player's, funded this wallet, can still be refunded, and has at least the amount left (its row is
 * locked until the withdrawal is written). To an account: no payment of the player's can still take money back.
 */
export async function assertClosedLoop(options: {
  db: AppDatabase;
  userId: string;
  walletId: string;
  currency: CurrencyCode;
  amount: bigint;
  destination: WithdrawalDestination;
  closedLoop: ClosedLoop | null;
  now: Date;
}): Promise<void> {
  const { db, userId, walletId, currency, amount, destination, closedLoop, now } = options;
  if (destination.fundingId !== undefined) {
    if (!closedLoop) {
      throw new DomainError('INVALID_INPUT', REFUNDS_UNAVAILABLE_MESSAGE, {
        'destination.fundingId': REFUNDS_UNAVAILABLE_MESSAGE,
      });
    }
    const [payment] = await listRefundablePayments({ db, userId, closedLoop, now, fundingId: destination.fundingId });
    if (!payment || payment.walletId !== walletId) {
      throw new DomainError('INVALID_INPUT', NOT_REFUNDABLE_MESSAGE, {
        'destination.fundingId': NOT_REFUNDABLE_MESSAGE,
      });
    }
    if (amount > payment.remaining) {
      const message = `At most ${amountOf(payment.remaining, currency)} can go back to this payment`;
      throw new DomainError('INVALID_INPUT', message, { 'amount.value': message });
    }
    return;
  }
  if (!closedLoop) return;
  const refundable = await listRefundablePayments({ db, userId, closedLoop, now });
  const first = refundable.find((payment) => payment.walletId === walletId) ?? refundable[0];
  if (first) throw new DomainError('BUSINESS_RULE', paymentsFirstMessage(first, walletId));
}
