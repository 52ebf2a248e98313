import type { AvatarColor } from '@gom/contract/players';
import { LEADERBOARD_MIN_ANSWERED, LEADERBOARD_TOP, type LeaderboardPeriod } from '@gom/contract/stats';
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { firstDayOfPeriod } from './player-figures.ts';
import { RANK_ORDER, playersWithMoreCorrect, tiedAhead } from './rank-order.ts';

// The leaderboard of a period in one statement: the ranked players (all time: player_totals; this week or
// this month: the current period's rows of player_period_totals; each through its ranking index), the top
// LEADERBOARD_TOP of them, and the caller's own row with its rank (rank-order.ts: the players at a higher count
// of correct predictions from the board's counts, then those tied with the caller and ahead), so no list is ever
// sorted or counted whole. Only players with LEADERBOARD_MIN_ANSWERED answers count.

export interface LeaderboardEntry {
  rank: number;
  userId: string;
  username: string;
  displayName: string | null;
  avatarColor: AvatarColor | null;
  games: number;
  correct: number;
  accuracy: number;
  gamesWon: number;
}

export interface GetLeaderboardOptions {
  db: AppDatabase;
  clock: Clock;
  period: LeaderboardPeriod;
  /** The signed-in player, whose row comes back as `me` even outside the top. */
  userId: string;
}

export interface LeaderboardRowData {
  user_id: string;
  username: string;
  display_name: string | null;
  avatar_color: string | null;
  games: number;
  correct: number;
  accuracy: number;
  games_won: number;
  rank: number | string;
  is_me: boolean;
}

/** The one statement of `getLeaderboard`: the top of the period's board and the caller's own row. */
export function leaderboardStatement({ clock, period, userId }: Omit<GetLeaderboardOptions, 'db'>): SQL {
  // Inlined, so both the top and the rank read the rollup row by row through its ranking index.
  const periodStart = firstDayOfPeriod(period, clock.now());
  const ranked =
    period === 'all'
      ? sql`ranked as not materialized (
            select user_id, games, games_won, answered, correct, accuracy, last_game_ended_at
              from player_totals where answered >= ${LEADERBOARD_MIN_ANSWERED})`
      : sql`ranked as not materialized (
            select user_id, games, games_won, answered, correct, accuracy, last_game_ended_at
              from player_period_totals
             where period = ${period} and period_start = ${periodStart}
               and answered >= ${LEADERBOARD_MIN_ANSWERED})`;

  return sql`with ${ranked},
        top as (select * from ranked order by ${RANK_ORDER} limit ${LEADERBOARD_TOP})
        select top.user_id, users.username, users.display_name, users.avatar_color, top.games, top.correct, top.accuracy, top.games_won,
               row_number() over (order by ${RANK_ORDER}) as rank, false as is_me
          from top join users on users.id = top.user_id
        union all
        select me.user_id, users.username, users.display_name, users.avatar_color, me.games, me.correct, me.accuracy, me.games_won,
               ${playersWithMoreCorrect('me', period, periodStart)}
                 + (select count(*)::int from ranked ahead where ${tiedAhead('ahead', 'me')}) + 1 as rank, true as is_me
          from ranked me join users on users.id = me.user_id
         where me.user_id = ${userId}`;
}

export async function getLeaderboard(
  options: GetLeaderboardOptions,
): Promise<{ rows: LeaderboardEntry[]; me: LeaderboardEntry | null }> {
  const rows = await queryRows<LeaderboardRowData>(options.db, leaderboardStatement(options));

  const me = rows.find((row) => row.is_me);
  return {
    rows: rows
      .filter((row) => !row.is_me)
      .map(toLeaderboardEntry)
      .sort((a, b) => a.rank - b.rank),
    me: me ? toLeaderboardEntry(me) : null,
  };
}

export function toLeaderboardEntry(row: Omit<LeaderboardRowData, 'is_me'>): LeaderboardEntry {
  return {
    rank: Number(row.rank),
    userId: row.user_id,
    username: row.username,
    displayName: row.display_name,
    avatarColor: row.avatar_color as AvatarColor | null,
    games: row.games,
    correct: row.correct,
    accuracy: row.accuracy,
    gamesWon: row.games_won,
  };
}
