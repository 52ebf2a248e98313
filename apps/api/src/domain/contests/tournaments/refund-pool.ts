import type { AppDatabase } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { assertLedger } from '../../ledger/assert-ledger.ts';
import { ensureContestPool, readContestPoolBalance } from '../../ledger/ensure-contest-pool.ts';
import { entryRefundKey, matchRefundKey } from '../../ledger/ledger-keys.ts';
import { postTransfer } from '../../ledger/post-transfer.ts';
import { insertMoneyTransaction } from '../../wallets/insert-money-transaction.ts';
import { markCancelled } from './cancel-entries.ts';
import { listEntryFees } from './entry-fees.ts';
import type { TournamentRecord } from './tournament-record.ts';

/**
 * Cancels a live tournament, inside the caller's transaction holding its row lock: its pool goes back to every entrant,
 * each their fee, in ONE transfer keyed by the match (so it happens once), with a 'refund' transaction each; the entries
 * are voided and the match 'cancelled' with its reason. The pool held exactly the fees, so it ends at 0.
 */
export async function refundPool(options: {
  db: AppDatabase;
  clock: Clock;
  tournament: TournamentRecord;
  reason: string;
}): Promise<{ refunded: number }> {
  const { db, clock, tournament } = options;
  const matchId = tournament.id;
  const now = clock.now();
  const fees = await listEntryFees(db, matchId);
  const pool = await readContestPoolBalance({ db, matchId });
  const total = fees.reduce((sum, fee) => sum + fee.amount, 0n);
  assertLedger(pool === total, `the pool of a live tournament holds its fees (${pool} ≠ ${total})`);
  if (pool > 0n) {
    const poolId = await ensureContestPool({ db, clock, matchId, currency: tournament.currency });
    const transfer = await postTransfer({
      db,
      clock,
      idempotencyKey: matchRefundKey(matchId),
      kind: 'refund',
      currency: tournament.currency,
      postings: [
        { accountId: poolId, amount: -pool },
        ...fees.map((fee) => ({ accountId: fee.walletId, amount: fee.amount })),
      ],
    });
    assertLedger(transfer.applied, "a live tournament's pool is refunded once");
    for (const fee of fees) {
      await insertMoneyTransaction({
        db,
        now,
        userId: fee.userId,
        walletId: fee.walletId,
        type: 'refund',
        status: 'completed',
        currency: tournament.currency,
        amount: fee.amount,
        idempotencyKey: entryRefundKey(fee.entryId),
        transferId: transfer.transferId,
      });
    }
  }
  await markCancelled({ db, matchId, reason: options.reason, at: now.toISOString() });
  return { refunded: fees.length };
}
