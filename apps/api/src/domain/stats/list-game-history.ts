import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { WINDOW_RESULTS_WITHHELD_SQL } from '../game/modes/window-tournament/withheld-results.ts';
import { computePayout } from '../game/rules/odds.ts';
import { challengePrizeKey, challengeStakeKey, entryPrizeKey } from '../ledger/ledger-keys.ts';

// One page of a player's settled games, newest first (by end time, then id so pages never overlap): one
// indexed query for the page, with each game's last call in the same statement (a lateral lookup on the
// question rows' primary key, not a query per game), and one count.

export interface GameHistoryEntry {
  id: string;
  endedAt: Date;
  league: string;
  questions: number;
  /** Null while a playing window's entry waits for its tournament's close. */
  score: number | null;
  result: 'won' | 'lost' | 'draw' | 'pending';
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
  /** A contest's match status ('closed' once decided), and for a challenge whether the stake was given back. */
  match_status: string | null;
  stake_returned: boolean;
  /** A playing window's entry before its tournament's close: its score is withheld (decision 0173). */
  withheld: boolean;
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
                  ) end) as prize,
                 m.status as match_status,
                 coalesce(${sql.raw(WINDOW_RESULTS_WITHHELD_SQL('m'))}, false) as withheld,
                 (g.mode = 'challenge' and exists (
                    select 1 from money_transactions mt
                     where mt.user_id = g.user_id and mt.status = 'cancelled'
                       and mt.idempotency_key = ${sql.raw(challengeStakeKey.sql('g.match_id::text', 'g.user_id::text'))}
                  )) as stake_returned
            from games g
            left join matches m on g.mode <> 'solo' and m.id = g.match_id
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
    const result = resultOf(row);
    return {
      id: row.id,
      endedAt: new Date(row.ended_at),
      league: row.league,
      questions: row.number_of_questions,
      score: row.withheld ? null : row.score,
      result,
      lastCall: row.last_call,
      currency: row.currency,
      stake,
      payout: payoutOf(row, result, stake),
      oddsHundredths: row.odds_hundredths,
    };
  });
  return { items, total: Number(count?.total ?? 0) };
}

/**
 * A solo game is won when it reached its pass mark. A contest entry is pending until its match is decided (closed),
 * then won when it was paid a prize (a tournament's place, a challenge's winner), drawn when a challenge gave the
 * stake back, and lost otherwise.
 */
function resultOf(row: HistoryRow): GameHistoryEntry['result'] {
  if (row.mode === 'solo') return row.score >= row.pass_mark ? 'won' : 'lost';
  if (row.match_status !== 'closed') return 'pending';
  if (BigInt(row.prize ?? '0') > 0n) return 'won';
  return row.stake_returned ? 'draw' : 'lost';
}

function payoutOf(row: HistoryRow, result: GameHistoryEntry['result'], stake: bigint): bigint {
  if (result === 'draw') return stake;
  if (result !== 'won') return 0n;
  return row.mode === 'solo'
    ? computePayout({ stakeMinor: stake, oddsHundredths: row.odds_hundredths })
    : BigInt(row.prize ?? '0');
}
