import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { releaseHold } from '../../ledger/release-hold.ts';
import { assertLedger } from '../../ledger/assert-ledger.ts';
import { listEntryFees } from './entry-fees.ts';

/**
 * Cancels a tournament that never started, inside the caller's transaction holding its row lock: every entry's fee
 * hold released ('entryFee' cancelled), every entry voided, the match 'cancelled' with its reason. Nothing had moved
 * into the pool, so nothing else moves.
 */
export async function cancelEntries(options: {
  db: AppDatabase;
  clock: Clock;
  matchId: string;
  reason: string;
}): Promise<{ released: number }> {
  const { db, clock, matchId } = options;
  const now = clock.now().toISOString();
  const fees = await listEntryFees(db, matchId);
  for (const fee of fees) {
    assertLedger(fee.status === 'pending', `an unstarted entry's fee is pending, not ${fee.status}`);
    await releaseHold({ db, clock, holdId: fee.holdId });
  }
  await db.execute(sql`
    update money_transactions set status = 'cancelled', updated_at = ${now}
     where id = any(${`{${fees.map((fee) => fee.transactionId).join(',')}}`}::uuid[]) and status = 'pending'`);
  await markCancelled({ db, matchId, reason: options.reason, at: now });
  return { released: fees.length };
}

/** The match 'cancelled' with its reason, and every entry of it not over voided (after its money went back). */
export async function markCancelled(options: { db: AppDatabase; matchId: string; reason: string; at: string }) {
  const { db, matchId, at } = options;
  await db.execute(sql`
    update games set status = 'voided', ended_at = ${at}, updated_at = ${at}, version = version + 1
     where match_id = ${matchId} and status in ('created', 'active')`);
  await db.execute(sql`
    update matches set status = 'cancelled', cancelled_at = ${at}, cancel_reason = ${options.reason}, updated_at = ${at}
     where id = ${matchId}`);
}
