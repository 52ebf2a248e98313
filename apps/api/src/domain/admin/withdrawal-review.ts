import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { withdrawalReviews } from '../../db/schema.ts';
import { assessPlayerRisk } from './assess-player-risk.ts';
import type { ReviewThresholds } from './review-thresholds.ts';

export type ReviewReason = 'threshold' | 'flagged';

/**
 * Opens an operator review for a withdrawal when it must wait for one: its amount reaches the currency's
 * threshold, or the risk monitor flagged the player. Called in the transaction that places the hold, so a
 * withdrawal that needs a review is never seen without one. Returns whether it waits.
 */
export async function openWithdrawalReviewIfNeeded(options: {
  db: AppDatabase;
  now: Date;
  withdrawal: { id: string; userId: string; currency: string; amount: bigint };
  thresholds: ReviewThresholds;
}): Promise<boolean> {
  const { db, withdrawal } = options;
  // The risk monitor weighs the player now, so a record made since its last scan counts too.
  await assessPlayerRisk({ db, userId: withdrawal.userId, now: options.now });
  const threshold = options.thresholds[withdrawal.currency as keyof ReviewThresholds];
  let reason: ReviewReason | undefined =
    threshold !== undefined && withdrawal.amount >= threshold ? 'threshold' : undefined;
  if (!reason) {
    const [flag] = await queryRows<{ kind: string }>(
      db,
      sql`select kind from risk_flags where user_id = ${withdrawal.userId} limit 1`,
    );
    if (flag) reason = 'flagged';
  }
  if (!reason) return false;
  await db
    .insert(withdrawalReviews)
    .values({ transactionId: withdrawal.id, reason, status: 'waiting', createdAt: options.now });
  return true;
}

/** The review a withdrawal is waiting on, if any. */
export async function isAwaitingReview({ db, withdrawalId }: { db: AppDatabase; withdrawalId: string }) {
  const [row] = await queryRows<{ status: string }>(
    db,
    sql`select status from withdrawal_reviews where transaction_id = ${withdrawalId}`,
  );
  return row?.status === 'waiting';
}
