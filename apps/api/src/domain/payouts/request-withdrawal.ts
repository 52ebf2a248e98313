import type { CurrencyCode } from '@gom/contract/money';
import type { WithdrawalDestination } from '@gom/contract/withdrawals';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { isAwaitingReview, openWithdrawalReviewIfNeeded } from '../admin/withdrawal-review.ts';
import type { ReviewThresholds } from '../admin/review-thresholds.ts';
import { DomainError } from '../domain-error.ts';
import { toMinorUnits } from '../ledger/minor-units.ts';
import { placeHold } from '../ledger/place-hold.ts';
import { hasDateOfBirth } from '../safer-play/has-date-of-birth.ts';
import { findWallet } from '../wallets/find-wallet.ts';
import { insertMoneyTransaction } from '../wallets/insert-money-transaction.ts';
import type { MoneyTransaction } from '../wallets/money-transaction.ts';
import { WALLET_NOT_FOUND_MESSAGE } from '../wallets/wallet-constants.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { assertClosedLoop } from './refund/closed-loop-rule.ts';
import type { ClosedLoop } from './refund/refundable-payments.ts';
import { sendWithdrawalToProvider } from './send-withdrawal-to-provider.ts';
import { withdrawalHoldKey } from '../ledger/ledger-keys.ts';
import { WITHDRAWAL_KEY_REUSED_MESSAGE } from './withdrawal-constants.ts';
import { assertWithdrawalAllowed } from './withdrawal-rules.ts';

export interface RequestWithdrawalOptions {
  db: AppDatabase;
  clock: Clock;
  provider: PayoutProvider;
  userId: string;
  input: {
    idempotencyKey: string;
    walletId: string;
    amount: { value: number; currency: CurrencyCode };
    destination: WithdrawalDestination;
  };
  log?: { warn(object: object, message: string): void };
  /** From this amount per currency a withdrawal waits for an operator (REVIEW_WITHDRAWALS_FROM). */
  reviewThresholds?: ReviewThresholds;
  /** Payments that can be refunded take money back first; null: no closed loop (no refunds either). */
  closedLoop: ClosedLoop | null;
}

export interface RequestWithdrawalResult {
  transaction: MoneyTransaction;
  trackingLink: string | null;
  replayed: boolean;
}

/** The same destination written the same way whatever order its fields came in. */
function destinationFingerprint(destination: WithdrawalDestination): string {
  return JSON.stringify(Object.entries(destination).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Starts a withdrawal: the amount is held at once (available drops) with a 'pending' withdrawal, in one
 * database transaction; then the payout provider is asked to pay, and the withdrawal becomes 'processing'.
 * Only the provider's signed webhook completes it (handlePayoutEvent). Idempotent on (player, key) like a
 * funding; the payout is created with our transaction id, so a retry never pays twice. A provider that does
 * not answer leaves the withdrawal pending with its hold: retrying with the same key asks it again.
 */
export async function requestWithdrawal(options: RequestWithdrawalOptions): Promise<RequestWithdrawalResult> {
  const { db, clock, provider, userId, input } = options;
  const wallet = await findWallet({ db, userId, walletId: input.walletId });
  if (!wallet) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE, { walletId: WALLET_NOT_FOUND_MESSAGE });
  if (input.amount.currency !== wallet.currency) {
    const message = `The amount is in ${input.amount.currency} but this wallet holds ${wallet.currency}`;
    throw new DomainError('INVALID_INPUT', message, { 'amount.currency': message });
  }
  const amount = toMinorUnits(input.amount.value, wallet.currency);
  const dateOfBirthKnown = await hasDateOfBirth({ db, userId });
  assertWithdrawalAllowed({ wallet, amount, destination: input.destination, provider, dateOfBirthKnown });

  const fingerprint = `withdrawal:${wallet.id}:${amount}:${destinationFingerprint(input.destination)}`;
  const { transaction, created } = await db.transaction(async (tx) => {
    const inserted = await insertMoneyTransaction({
      db: tx,
      now: clock.now(),
      userId,
      walletId: wallet.id,
      type: 'withdrawal',
      status: 'pending',
      currency: wallet.currency,
      amount,
      idempotencyKey: input.idempotencyKey,
      requestFingerprint: fingerprint,
      provider: provider.name,
    });
    if (!inserted.created) {
      if (inserted.requestFingerprint !== fingerprint) {
        throw new DomainError('CONFLICT', WITHDRAWAL_KEY_REUSED_MESSAGE, {
          idempotencyKey: WITHDRAWAL_KEY_REUSED_MESSAGE,
        });
      }
      return inserted;
    }
    // After the insert, so a replay of a withdrawal that went back to a payment is answered, not refused as over it.
    await assertClosedLoop({
      db: tx,
      userId,
      walletId: wallet.id,
      currency: wallet.currency,
      amount,
      destination: input.destination,
      closedLoop: options.closedLoop,
      now: clock.now(),
    });
    // Refuses (422, rolling the transaction back) when the available money does not cover it.
    const hold = await placeHold({
      db: tx,
      clock,
      accountId: wallet.id,
      amount,
      idempotencyKey: withdrawalHoldKey(inserted.transaction.id),
    });
    await tx.execute(sql`
      update money_transactions set hold_id = ${hold.id},
             payout_destination = ${JSON.stringify(input.destination)}::jsonb,
             refund_of = ${input.destination.fundingId ?? null}
       where id = ${inserted.transaction.id}`);
    await openWithdrawalReviewIfNeeded({
      db: tx,
      now: clock.now(),
      withdrawal: { id: inserted.transaction.id, userId, currency: wallet.currency, amount },
      thresholds: options.reviewThresholds ?? {},
    });
    return inserted;
  });

  if (transaction.status !== 'pending') {
    return { transaction, trackingLink: transaction.paymentLink, replayed: !created };
  }
  // Waiting for an operator: the money stays held, and only an approval sends it to the provider.
  if (await isAwaitingReview({ db, withdrawalId: transaction.id })) {
    return { transaction, trackingLink: null, replayed: !created };
  }
  const sent = await sendWithdrawalToProvider({
    db,
    clock,
    provider,
    withdrawal: { id: transaction.id, reference: transaction.reference, currency: wallet.currency, amount },
    destination: input.destination,
    log: options.log,
  });
  return {
    transaction: { ...transaction, status: sent.status },
    trackingLink: sent.trackingLink,
    replayed: !created,
  };
}
