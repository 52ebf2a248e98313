import { LEADERBOARD_MIN_ANSWERED, type LeaderboardPeriod } from '@gom/contract/stats';
import { shownNameOf } from '@gom/contract/players';
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { toPlayerIdentity, type PlayerIdentityRow } from '../community/player-identity.ts';
import { toLeaderboardEntry, type LeaderboardEntry, type LeaderboardRowData } from './get-leaderboard.ts';
import { firstDayOfPeriod } from './player-figures.ts';
import { RANK_ORDER } from './rank-order.ts';

// The Friends board: the player and their friends (at most MAX_FRIENDS + 1 players), ranked among themselves in
// the global board's order (rank-order.ts) and by its rule (LEADERBOARD_MIN_ANSWERED answers in the period), in one
// statement: the friends are one range of friendships_pk, each one's figures one primary-key probe of the period's
// rollup and of users, so the cost follows the number of friends, never the number of players.

export interface FriendsLeaderboard {
  rows: LeaderboardEntry[];
  me: LeaderboardEntry | null;
  /** The player and friends not ranked in the period, by shown name. */
  unranked: PlayerIdentityRow[];
  friendCount: number;
}

export interface GetFriendsLeaderboardOptions {
  db: AppDatabase;
  clock: Clock;
  period: LeaderboardPeriod;
  userId: string;
}

/** The one statement of `getFriendsLeaderboard`: the circle's figures for the period, ranked among the ranked. */
export function friendsLeaderboardStatement({ clock, period, userId }: Omit<GetFriendsLeaderboardOptions, 'db'>): SQL {
  const periodStart = firstDayOfPeriod(period, clock.now());
  const totals =
    periodStart === null
      ? sql`player_totals t where t.user_id = circle.user_id`
      : sql`player_period_totals t where t.period = ${period} and t.period_start = ${periodStart}
              and t.user_id = circle.user_id`;
  // LATERAL with LIMIT 1 (which PostgreSQL never flattens into a join), so each member's rollup row and user row are
  // one primary-key probe whatever the tables' sizes and statistics: a plain join let the planner hash the whole
  // rollup and users (every row of a 5,000-player board) for a hundred friends.
  return sql`with circle as (
          select ${userId}::uuid as user_id
          union all
          select friend_id from friendships where user_id = ${userId}),
        figures as (
          select circle.user_id, coalesce(t.games, 0) as games, coalesce(t.games_won, 0) as games_won,
                 coalesce(t.correct, 0) as correct, coalesce(t.accuracy, 0) as accuracy, t.last_game_ended_at,
                 coalesce(t.answered, 0) >= ${LEADERBOARD_MIN_ANSWERED} as ranked
            from circle
            left join lateral (select games, games_won, correct, accuracy, answered, last_game_ended_at
                                 from ${totals} limit 1) t on true)
        select figures.user_id, u.username, u.display_name, u.avatar_color, figures.games,
               figures.correct, figures.accuracy, figures.games_won, figures.ranked,
               row_number() over (partition by figures.ranked order by ${RANK_ORDER}) as rank
          from figures
          cross join lateral (select username, display_name, avatar_color from users
                               where users.id = figures.user_id limit 1) u`;
}

export async function getFriendsLeaderboard(options: GetFriendsLeaderboardOptions): Promise<FriendsLeaderboard> {
  const { userId } = options;
  const rows = await queryRows<Omit<LeaderboardRowData, 'is_me'> & { ranked: boolean }>(
    options.db,
    friendsLeaderboardStatement(options),
  );

  const ranked = rows
    .filter((row) => row.ranked)
    .map(toLeaderboardEntry)
    .sort((a, b) => a.rank - b.rank);
  const unranked = rows
    .filter((row) => !row.ranked)
    .map(toPlayerIdentity)
    .sort((a, b) => shownNameOf(a).localeCompare(shownNameOf(b), 'en', { sensitivity: 'base' }));
  return {
    rows: ranked,
    me: ranked.find((entry) => entry.userId === userId) ?? null,
    unranked,
    friendCount: rows.length - 1,
  };
}
