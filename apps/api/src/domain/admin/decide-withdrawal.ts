import type { CurrencyCode } from '@gom/contract/money';
import type { WithdrawalDestination } from '@gom/contract/withdrawals';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { releaseHold } from '../ledger/release-hold.ts';
import { lockWithdrawal } from '../payouts/find-withdrawal.ts';
import type { PayoutProvider } from '../payouts/payout-provider.ts';
import { sendWithdrawalToProvider } from '../payouts/send-withdrawal-to-provider.ts';
import { WITHDRAWAL_NOT_FOUND_MESSAGE, WITHDRAWAL_UNSTOPPABLE_MESSAGE } from '../payouts/withdrawal-constants.ts';
import { recordAudit } from './record-audit.ts';

export const NOT_AWAITING_REVIEW_MESSAGE = 'This withdrawal is not waiting for an approval';

export interface DecideWithdrawalOptions {
  db: AppDatabase;
  clock: Clock;
  /**
   * The route a withdrawal goes by (its `provider`: a payout provider, or the refunds). null: that route is switched
   * off; an approval then cannot send it (a rejection still can release it).
   */
  routeFor: (name: string) => PayoutProvider | null;
  actorId: string;
  withdrawalId: string;
  decision: 'approve' | 'reject';
  log?: { warn(object: object, message: string): void };
}

/**
 * An operator decides a withdrawal that waits for a review. Approve: the review is closed (audited) and the
 * withdrawal goes to the payout provider as any other would; if the provider does not answer it stays pending with
 * its hold and the player's retry sends it. Reject: the hold is released and the withdrawal 'failed', in the same
 * transaction as the review and its audit entry. Deciding twice is refused (409).
 */
export async function decideWithdrawal(options: DecideWithdrawalOptions): Promise<{ status: string }> {
  const { db, clock, actorId, withdrawalId, decision } = options;
  let provider: PayoutProvider | null = null;
  const decided = await db.transaction(async (tx) => {
    const withdrawal = await lockWithdrawal({ db: tx, withdrawalId });
    if (!withdrawal) throw new DomainError('NOT_FOUND', WITHDRAWAL_NOT_FOUND_MESSAGE);
    const [review] = await queryRows<{ status: string; reason: string }>(
      tx,
      sql`select status, reason from withdrawal_reviews where transaction_id = ${withdrawalId} for update`,
    );
    if (!review || review.status !== 'waiting' || withdrawal.status !== 'pending') {
      throw new DomainError('CONFLICT', NOT_AWAITING_REVIEW_MESSAGE);
    }
    provider = options.routeFor(withdrawal.provider);
    if (decision === 'approve' && !provider) {
      throw new DomainError('PAYOUTS_DISABLED', 'Withdrawals are not available right now');
    }
    if (decision === 'approve' && provider && provider.name !== withdrawal.provider) {
      throw new DomainError('CONFLICT', WITHDRAWAL_UNSTOPPABLE_MESSAGE);
    }
    const now = clock.now();
    const reviewStatus = decision === 'approve' ? 'approved' : 'rejected';
    await tx.execute(sql`
      update withdrawal_reviews set status = ${reviewStatus}, decided_at = ${now.toISOString()}, decided_by = ${actorId}
       where transaction_id = ${withdrawalId}`);
    if (decision === 'reject') {
      await releaseHold({ db: tx, clock, holdId: withdrawal.hold_id });
      await tx.execute(sql`
        update money_transactions set status = 'failed', updated_at = ${now.toISOString()} where id = ${withdrawalId}`);
    }
    await recordAudit(tx, {
      actorId,
      action: `withdrawal.${decision}`,
      entityType: 'withdrawal',
      entityId: withdrawalId,
      before: { status: withdrawal.status, review: 'waiting', reason: review.reason },
      after: { status: decision === 'reject' ? 'failed' : 'pending', review: reviewStatus },
      now,
    });
    const [details] = await queryRows<{ reference: string; payout_destination: WithdrawalDestination }>(
      tx,
      sql`select reference, payout_destination from money_transactions where id = ${withdrawalId}`,
    );
    return { withdrawal, details: details! };
  });
  if (decision === 'reject') return { status: 'failed' };
  const sent = await sendWithdrawalToProvider({
    db,
    clock,
    provider: provider!,
    withdrawal: {
      id: decided.withdrawal.id,
      reference: decided.details.reference,
      currency: decided.withdrawal.currency as CurrencyCode,
      amount: BigInt(decided.withdrawal.amount),
    },
    destination: decided.details.payout_destination,
    log: options.log,
  });
  return { status: sent.status };
}
