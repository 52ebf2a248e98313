import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { computePayout } from '../game/rules/odds.ts';
import { challengePrizeKey, entryPrizeKey } from '../ledger/ledger-keys.ts';

// One page of a player's settled games, newest first (by end time, then id so pages never overlap): one
// indexed query for the page, with each game's last call in the same statement (a lateral lookup on the
// question rows' primary key, not a query per game), and one count.

export interface GameHistoryEntry {
  id: string;
  endedAt: Date;
  league: string;
  questions: number;
  score: number;
  won: boolean;
  lastCall: 'goal' | 'miss' | null;
  currency: string;
  stake: bigint;
  payout: bigint;
  oddsHundredths: number;
}

export interface ListGameHistoryOptions {
  db: AppDatabase;
  userId: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

interface HistoryRow {
  id: string;
  ended_at: Date | string;
  league: string;
  number_of_questions: number;
  score: number;
  pass_mark: number;
  currency: string;
  stake: string;
  odds_hundredths: number;
  last_call: 'goal' | 'miss' | null;
  mode: string;
  prize: string | null;
}

/**
 * One page's statement. Its ORDER BY matches games_user_ended_idx (ended_at DESC NULLS LAST) so the page is read
 * off the player's own index entries: with a bare `desc` (NULLS FIRST) PostgreSQL walked every player's games
 * newest first through games_ended_at_idx until it had met enough of this player's, a walk as long as the time
 * since they last played.
 */
export function gameHistoryPageStatement({ userId, page, pageSize }: Omit<ListGameHistoryOptions, 'db'>): SQL {
  return sql`select g.id, g.ended_at, g.league, g.number_of_questions, g.score, g.pass_mark, g.currency,
                 g.stake::text as stake, g.odds_hundredths, last.answer as last_call, g.mode,
                 (case when g.mode = 'tournament' then (
                    select mt.amount::text from money_transactions mt
                     where mt.user_id = g.user_id and mt.idempotency_key = ${sql.raw(entryPrizeKey.sql('g.id::text'))}
                  ) when g.mode = 'challenge' then (
                    select mt.amount::text from money_transactions mt
                     where mt.user_id = g.user_id
                       and mt.idempotency_key = ${sql.raw(challengePrizeKey.sql('g.match_id::text'))}
                  ) end) as prize
            from games g
            left join lateral (
              select q.answer from game_questions q
               where q.game_id = g.id and q.answer is not null
               order by q.question_index desc
               limit 1
            ) last on true
           where g.user_id = ${userId} and g.status = 'ended'
           order by g.ended_at desc nulls last, g.id desc
           limit ${pageSize} offset ${(page - 1) * pageSize}`;
}

export async function listGameHistory(
  options: ListGameHistoryOptions,
): Promise<{ items: GameHistoryEntry[]; total: number }> {
  const { db, userId } = options;
  const [rows, [count]] = await Promise.all([
    queryRows<HistoryRow>(db, gameHistoryPageStatement(options)),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from games where user_id = ${userId} and status = 'ended'`,
    ),
  ]);
  const items = rows.map((row): GameHistoryEntry => {
    const stake = BigInt(row.stake);
    // A contest entry is won when it was paid a prize (a tournament's place, a challenge's winner); a solo game when
    // it reached its pass mark.
    const prize = row.mode === 'solo' ? undefined : BigInt(row.prize ?? '0');
    const won = prize === undefined ? row.score >= row.pass_mark : prize > 0n;
    return {
      id: row.id,
      endedAt: new Date(row.ended_at),
      league: row.league,
      questions: row.number_of_questions,
      score: row.score,
      won,
      lastCall: row.last_call,
      currency: row.currency,
      stake,
      payout: prize ?? (won ? computePayout({ stakeMinor: stake, oddsHundredths: row.odds_hundredths }) : 0n),
      oddsHundredths: row.odds_hundredths,
    };
  });
  return { items, total: Number(count?.total ?? 0) };
}
