import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { releaseHold } from '../ledger/release-hold.ts';
import { isWithdrawalOpen, lockWithdrawal } from './find-withdrawal.ts';
import { isAwaitingReview } from '../admin/withdrawal-review.ts';
import { REFUND_ROUTE, type PayoutProvider } from './payout-provider.ts';
import { WITHDRAWAL_NOT_FOUND_MESSAGE, WITHDRAWAL_UNSTOPPABLE_MESSAGE } from './withdrawal-constants.ts';

export interface CancelWithdrawalOptions {
  db: AppDatabase;
  clock: Clock;
  /** The route a withdrawal went by (its `provider`): a payout provider, or the refunds; null when it is off. */
  routeFor: (name: string) => PayoutProvider | null;
  userId: string;
  withdrawalId: string;
}

const notFound = () => new DomainError('NOT_FOUND', WITHDRAWAL_NOT_FOUND_MESSAGE);

/**
 * The player takes a withdrawal back while it is not paid: the provider is told to stop the payout first
 * (outside any database transaction: it may be a remote call), and only once it has said the payout will
 * never be paid is the hold released and the withdrawal 'cancelled'. Cancelling again changes nothing.
 */
export async function cancelWithdrawal(options: CancelWithdrawalOptions): Promise<{ status: 'cancelled' }> {
  const { db, clock, userId, withdrawalId } = options;
  const current = await db.transaction((tx) => lockWithdrawal({ db: tx, withdrawalId, userId }));
  if (!current) throw notFound();
  if (current.status === 'cancelled') return { status: 'cancelled' };
  if (!isWithdrawalOpen(current.status))
    throw new DomainError('CONFLICT', `This withdrawal is already ${current.status}`);
  const provider = options.routeFor(current.provider);
  if (!provider || provider.name !== current.provider)
    throw new DomainError('CONFLICT', WITHDRAWAL_UNSTOPPABLE_MESSAGE);
  if (!(await provider.cancelPayout(current.id))) throw new DomainError('CONFLICT', WITHDRAWAL_UNSTOPPABLE_MESSAGE);

  return db.transaction(async (tx) => {
    const locked = await lockWithdrawal({ db: tx, withdrawalId, userId });
    if (!locked) throw notFound();
    if (locked.status === 'cancelled') return { status: 'cancelled' as const };
    if (!isWithdrawalOpen(locked.status))
      throw new DomainError('CONFLICT', `This withdrawal is already ${locked.status}`);
    // A refund approved meanwhile is on its way (the approval holds this lock while it decides).
    if (locked.provider === REFUND_ROUTE && !(await isAwaitingReview({ db: tx, withdrawalId }))) {
      throw new DomainError('CONFLICT', WITHDRAWAL_UNSTOPPABLE_MESSAGE);
    }
    await releaseHold({ db: tx, clock, holdId: locked.hold_id });
    await tx.execute(sql`
      update money_transactions set status = 'cancelled', updated_at = ${clock.now().toISOString()}
       where id = ${locked.id}`);
    return { status: 'cancelled' as const };
  });
}
