import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { captureHold } from '../ledger/capture-hold.ts';
import { ensureSystemAccount } from '../ledger/ensure-system-account.ts';
import { releaseHold } from '../ledger/release-hold.ts';
import { PAYMENT_MISMATCH_MESSAGE } from '../payments/handle-payment-event.ts';
import { isWithdrawalOpen, lockWithdrawal } from './find-withdrawal.ts';
import type { PaymentProviderName } from '../payments/payment-provider.ts';
import type { PayoutEvent, PayoutRouteName } from './payout-provider.ts';

export type PayoutEventOutcome = 'paid' | 'failed' | 'unchanged' | 'ignored';

export interface HandlePayoutEventOptions {
  db: AppDatabase;
  clock: Clock;
  provider: PayoutRouteName;
  event: PayoutEvent;
  /**
   * Where paid money goes: by default the payout provider's payout clearing account; a refund's goes back to the
   * payment provider's payment clearing account, where the funding came from.
   */
  refundedBy?: PaymentProviderName;
}

/**
 * Applies a verified payout (or refund) event to its withdrawal, under the withdrawal's row lock. 'completed': the
 * held money leaves the wallet for the provider's clearing account (capturing the hold: exactly once);
 * 'failed': the hold is released. Only a withdrawal still open moves; duplicates and late events change
 * nothing. Throws NOT_FOUND for a withdrawal we do not know (the provider retries) and PAYMENT_MISMATCH
 * when the amount or currency is not what we asked to pay (nothing moves).
 */
export async function handlePayoutEvent(options: HandlePayoutEventOptions): Promise<PayoutEventOutcome> {
  const { db, clock, provider, event } = options;
  if (event.type === 'ignored') return 'ignored';
  const now = clock.now().toISOString();
  return db.transaction(async (tx) => {
    const withdrawal = await lockWithdrawal({ db: tx, withdrawalId: event.transactionId });
    if (!withdrawal || withdrawal.provider !== provider) throw new DomainError('NOT_FOUND', 'Unknown payout');
    if (BigInt(withdrawal.amount) !== event.amount || withdrawal.currency !== event.currency.toUpperCase()) {
      throw new DomainError('PAYMENT_MISMATCH', PAYMENT_MISMATCH_MESSAGE);
    }
    if (!isWithdrawalOpen(withdrawal.status)) return 'unchanged';

    if (event.type === 'failed') {
      await releaseHold({ db: tx, clock, holdId: withdrawal.hold_id });
      await tx.execute(sql`
        update money_transactions set status = 'failed', updated_at = ${now} where id = ${withdrawal.id}`);
      return 'failed';
    }
    const clearing = await ensureSystemAccount({
      db: tx,
      clock,
      kind: options.refundedBy ? 'payment_clearing' : 'payout_clearing',
      currency: withdrawal.currency as CurrencyCode,
      provider: options.refundedBy ?? provider,
    });
    const transfer = await captureHold({
      db: tx,
      clock,
      holdId: withdrawal.hold_id,
      toAccountId: clearing,
      kind: 'withdrawal',
    });
    await tx.execute(sql`
      update money_transactions
         set status = 'completed', transfer_id = ${transfer.transferId},
             provider_checkout_id = coalesce(provider_checkout_id, ${event.payoutId}), updated_at = ${now}
       where id = ${withdrawal.id}`);
    return 'paid';
  });
}
