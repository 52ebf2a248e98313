import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { Clock } from '../../../lib/clock.ts';
import { assertLedger } from '../../ledger/assert-ledger.ts';
import { ensureContestPool, readContestPoolBalance } from '../../ledger/ensure-contest-pool.ts';
import { ensureSystemAccount } from '../../ledger/ensure-system-account.ts';
import { houseShardOf } from '../../ledger/house-shards.ts';
import { entryPrizeKey, matchPayoutKey } from '../../ledger/ledger-keys.ts';
import { postTransfer } from '../../ledger/post-transfer.ts';
import { insertMoneyTransaction } from '../../wallets/insert-money-transaction.ts';
import { rankEntries } from '../rank-entries.ts';
import { splitPrizes } from '../split-prizes.ts';
import { readEntryScores } from './entry-scores.ts';
import { prizeTableOf } from './prize-places.ts';
import { readTournament } from './tournament-record.ts';
import { WINDOW_ENTRY_IN_PLAY_SQL } from './window-entry-play.ts';

async function windowEntriesInPlay(db: AppDatabase, matchId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from games g where g.match_id = ${matchId} and ${sql.raw(WINDOW_ENTRY_IN_PLAY_SQL)}`,
  );
  return row?.n ?? 0;
}

export type CloseOutcome = 'closed' | 'notDue' | 'alreadyClosed' | 'notLive' | 'notFound';

/**
 * A tournament's close (decision 0151), idempotent: under its row lock, a live tournament whose last window has
 * closed (a playing window: its close come and no entry still in play, decision 0172) is ranked (correct answers, then total answer time, then entry time; ties share), its pool split (the rake,
 * then the places; what rounding leaves goes to the house) and paid in ONE ledger transfer keyed by the match, so it
 * is paid exactly once whatever repeats or crashes: a close interrupted rolls back whole, a close repeated finds the
 * match closed. Each winner gets a 'prize' transaction; every entry ends with its score; the match is 'closed'.
 */
export async function closeTournament(options: {
  db: AppDatabase;
  clock: Clock;
  matchId: string;
}): Promise<CloseOutcome> {
  const { clock, matchId } = options;
  return inTransaction(options.db, async (tx) => {
    const tournament = await readTournament({ db: tx, matchId, lock: true });
    if (!tournament) return 'notFound';
    if (tournament.status === 'closed') return 'alreadyClosed';
    if (tournament.status !== 'live') return 'notLive';
    const now = clock.now();
    if (now.getTime() < tournament.endsAt.getTime()) return 'notDue';
    // A playing window closes once every entry still in play has ended or timed out (the solo engine ends it).
    if (tournament.format === 'window' && (await windowEntriesInPlay(tx, matchId)) > 0) return 'notDue';
    assertLedger(tournament.prizeShares, 'a live tournament has its places');

    const scores = await readEntryScores({ db: tx, matchId, questionsCounted: tournament.numberOfQuestions });
    const ranked = rankEntries(scores);
    const pool = await readContestPoolBalance({ db: tx, matchId });
    const split = splitPrizes({
      pool,
      table: prizeTableOf({ rakeBasisPoints: tournament.rakeBasisPoints, shares: tournament.prizeShares }),
      ranked,
    });
    const at = now.toISOString();
    if (pool > 0n) {
      const poolId = await ensureContestPool({ db: tx, clock, matchId, currency: tournament.currency });
      const houseId = await ensureSystemAccount({
        db: tx,
        clock,
        kind: 'house',
        currency: tournament.currency,
        shard: houseShardOf(matchId),
      });
      const entries = await queryRows<{ id: string; wallet_id: string }>(
        tx,
        sql`select id, wallet_id from games where match_id = ${matchId}`,
      );
      const walletOf = new Map(entries.map((row) => [row.id, row.wallet_id]));
      const prizes = [...split.prizes].filter(([, amount]) => amount > 0n);
      const transfer = await postTransfer({
        db: tx,
        clock,
        idempotencyKey: matchPayoutKey(matchId),
        kind: 'prize',
        currency: tournament.currency,
        postings: [
          { accountId: poolId, amount: -pool },
          ...prizes.map(([entryId, amount]) => ({ accountId: walletOf.get(entryId)!, amount })),
          ...(split.house > 0n ? [{ accountId: houseId, amount: split.house }] : []),
        ],
      });
      assertLedger(transfer.applied, "a tournament's pool is paid out once, by its close");
      const userOf = new Map(scores.map((score) => [score.entryId, score.userId]));
      for (const [entryId, amount] of prizes) {
        await insertMoneyTransaction({
          db: tx,
          now,
          userId: userOf.get(entryId)!,
          walletId: walletOf.get(entryId)!,
          type: 'prize',
          status: 'completed',
          currency: tournament.currency,
          amount,
          idempotencyKey: entryPrizeKey(entryId),
          transferId: transfer.transferId,
        });
      }
    }
    for (const score of scores) {
      await tx.execute(sql`
        update games set status = 'ended', end_reason = 'completed', score = ${score.correct}, ended_at = ${at},
               updated_at = ${at}, version = version + 1
         where id = ${score.entryId} and status = 'active'`);
    }
    await tx.execute(
      sql`update matches set status = 'closed', closed_at = ${at}, updated_at = ${at} where id = ${matchId}`,
    );
    return 'closed';
  });
}
