import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { Clock } from '../../../lib/clock.ts';
import { captureHolds } from '../../ledger/capture-holds.ts';
import { ensureContestPool } from '../../ledger/ensure-contest-pool.ts';
import { matchPoolKey } from '../../ledger/ledger-keys.ts';
import { cancelEntries } from './cancel-entries.ts';
import { listEntryFees } from './entry-fees.ts';
import { paidPlaces, placeShares } from './prize-places.ts';
import { CANCEL_REASON_CLIPS, CANCEL_REASON_TOO_FEW } from './tournament-constants.ts';
import { readTournament } from './tournament-record.ts';

/** What a call of startTournament found or did. */
export type StartOutcome = 'started' | 'cancelled' | 'notDue' | 'alreadyDecided' | 'notFound';

/** How many of a match's clips are rendered, of how many. */
export async function readClipSetReadiness(db: AppDatabase, matchId: string) {
  const [row] = await queryRows<{ rendered: number; total: number }>(
    db,
    sql`select count(*) filter (where c.media_status = 'ready' and c.enabled)::int as rendered, count(*)::int as total
          from match_questions q join clips c on c.id = q.clip_id where q.match_id = ${matchId}`,
  );
  return { rendered: row?.rendered ?? 0, total: row?.total ?? 0 };
}

/**
 * A tournament's start (decision 0150), idempotent: under its row lock, a scheduled tournament whose start has come
 * is either cancelled (fewer entrants than its minimum, or its clip set not all rendered: every hold released) or
 * started: every entry's held fee captured into the match's pool in ONE transfer keyed by the match ('entryFee'
 * completed), its places set from the entrants, its entries active, its clips counted shown (once each, however many
 * entrants see them), its status 'live'. Called again, or before the start, it changes nothing.
 */
export async function startTournament(options: {
  db: AppDatabase;
  clock: Clock;
  matchId: string;
}): Promise<StartOutcome> {
  const { clock, matchId } = options;
  return inTransaction(options.db, async (tx) => {
    const tournament = await readTournament({ db: tx, matchId, lock: true });
    if (!tournament) return 'notFound';
    if (tournament.status !== 'scheduled') return 'alreadyDecided';
    const now = clock.now();
    if (now.getTime() < tournament.startsAt.getTime()) return 'notDue';

    const fees = await listEntryFees(tx, matchId);
    const clipSet = await readClipSetReadiness(tx, matchId);
    const reason =
      fees.length < tournament.minEntrants
        ? CANCEL_REASON_TOO_FEW
        : clipSet.rendered < clipSet.total || clipSet.total < tournament.numberOfQuestions
          ? CANCEL_REASON_CLIPS
          : undefined;
    if (reason) {
      await cancelEntries({ db: tx, clock, matchId, reason });
      return 'cancelled';
    }

    const poolId = await ensureContestPool({ db: tx, clock, matchId, currency: tournament.currency });
    const transfer = await captureHolds({
      db: tx,
      clock,
      holdIds: fees.map((fee) => fee.holdId),
      toAccountId: poolId,
      currency: tournament.currency,
      idempotencyKey: matchPoolKey(matchId),
      kind: 'entryFee',
    });
    const at = now.toISOString();
    await tx.execute(sql`
      update money_transactions set status = 'completed', transfer_id = ${transfer.transferId}, updated_at = ${at}
       where id = any(${`{${fees.map((fee) => fee.transactionId).join(',')}}`}::uuid[]) and status = 'pending'`);
    await tx.execute(sql`
      update games set status = 'active', started_at = ${at}, updated_at = ${at}, version = version + 1
       where match_id = ${matchId} and status = 'created'`);
    // Shown once for good, however many entrants see it: shown_count never passes reserved_count (the clips CHECK).
    await tx.execute(sql`
      update clips set shown_count = reserved_count, last_shown_at = ${at}, updated_at = ${at}
       where id in (select clip_id from match_questions where match_id = ${matchId})`);
    const shares = placeShares(paidPlaces(fees.length, tournament.paidPercent));
    await tx.execute(sql`
      update matches set status = 'live', prize_shares = ${JSON.stringify(shares)}::jsonb, updated_at = ${at}
       where id = ${matchId}`);
    return 'started';
  });
}
