import { sql, type SQL } from 'drizzle-orm';

// The leaderboard's one order, shared by the top list and by a single player's rank so the two always agree:
// correct predictions, then accuracy (both higher first), then who reached the figures first (the latest
// counted game ended earlier), then the user id, so no two players ever tie.

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

/**
 * "Row `ahead` ranks before row `me`", over the same columns. The leading `correct >=` is implied by the rest
 * but lets PostgreSQL range-scan the ranking index instead of reading every ranked player.
 */
export function ranksAhead(ahead: string, me: string): SQL {
  return sql.raw(`${ahead}.correct >= ${me}.correct and (
    ${ahead}.correct > ${me}.correct or (${ahead}.correct = ${me}.correct and (
      ${ahead}.accuracy > ${me}.accuracy or (${ahead}.accuracy = ${me}.accuracy and (
        ${ahead}.last_game_ended_at < ${me}.last_game_ended_at or (${ahead}.last_game_ended_at = ${me}.last_game_ended_at
          and ${ahead}.user_id < ${me}.user_id))))))`);
}
