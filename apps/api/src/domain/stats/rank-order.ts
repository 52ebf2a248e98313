import type { LeaderboardPeriod } from '@gom/contract/stats';
import { sql, type SQL } from 'drizzle-orm';

// The leaderboard's one order, shared by the top list and by a single player's rank so the two always agree:
// correct predictions, then accuracy (both higher first), then who reached the figures first (the latest
// counted game ended earlier), then the user id, so no two players ever tie.
//
// A rank is 1 + the players ahead, counted in two parts so that it never reads every player ahead (half the
// board for a player in the middle: 25 ms for the last of a month's 100,000 players): those at a higher count of
// correct predictions, summed from the board's counts by correct (a few dozen rows, kept by triggers on the
// rollups, migration 0023), and those tied on the player's count who rank ahead on the rest of the order, counted
// on the ranking index (one count's players at most).

/**
 * ORDER BY over a ranked set with columns correct, accuracy, last_game_ended_at, user_id. Word for word the order of
 * the ranking indexes (player_totals_ranking_idx, player_period_totals_ranking_idx), NULLS LAST included: the
 * indexes were built DESC NULLS LAST, and a bare `desc` means NULLS FIRST, an order PostgreSQL does not read from
 * them even though the columns are NOT NULL. With it, the board's top sorted every ranked player instead of reading
 * fifty index entries (69 of the all-time board's 98 ms at 100,000 players).
 */
export const RANK_ORDER = sql.raw(
  'correct desc nulls last, accuracy desc nulls last, last_game_ended_at asc, user_id asc',
);

/** "Row `ahead` has row `me`'s count of correct predictions and ranks before it" on the rest of RANK_ORDER. */
export function tiedAhead(ahead: string, me: string): SQL {
  return sql.raw(`${ahead}.correct = ${me}.correct and (
    ${ahead}.accuracy > ${me}.accuracy or (${ahead}.accuracy = ${me}.accuracy and (
      ${ahead}.last_game_ended_at < ${me}.last_game_ended_at or (${ahead}.last_game_ended_at = ${me}.last_game_ended_at
        and ${ahead}.user_id < ${me}.user_id))))`);
}

/**
 * The ranked players of a board with more correct predictions than row `me`, from the board's counts by correct:
 * all time, or the period starting `periodStart`.
 */
export function playersWithMoreCorrect(me: string, period: LeaderboardPeriod, periodStart: string | null): SQL {
  const more = sql.raw(`correct > ${me}.correct`);
  return period === 'all' || periodStart === null
    ? sql`(select coalesce(sum(players), 0)::int from player_totals_by_correct where ${more})`
    : sql`(select coalesce(sum(players), 0)::int from player_period_totals_by_correct
            where period = ${period} and period_start = ${periodStart} and ${more})`;
}
