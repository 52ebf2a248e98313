import { LEADERBOARD_MIN_ANSWERED, type LeaderboardPeriod } from '@gom/contract/stats';
import { shownNameOf } from '@gom/contract/players';
import { sql } from 'drizzle-orm';
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

export async function getFriendsLeaderboard({
  db,
  clock,
  period,
  userId,
}: GetFriendsLeaderboardOptions): Promise<FriendsLeaderboard> {
  const periodStart = firstDayOfPeriod(period, clock.now());
  const totals =
    periodStart === null
      ? sql`player_totals t on t.user_id = circle.user_id`
      : sql`player_period_totals t on t.period = ${period} and t.period_start = ${periodStart}
              and t.user_id = circle.user_id`;
  const rows = await queryRows<Omit<LeaderboardRowData, 'is_me'> & { ranked: boolean }>(
    db,
    sql`with circle as (
          select ${userId}::uuid as user_id
          union all
          select friend_id from friendships where user_id = ${userId}),
        figures as (
          select circle.user_id, coalesce(t.games, 0) as games, coalesce(t.games_won, 0) as games_won,
                 coalesce(t.correct, 0) as correct, coalesce(t.accuracy, 0) as accuracy, t.last_game_ended_at,
                 coalesce(t.answered, 0) >= ${LEADERBOARD_MIN_ANSWERED} as ranked
            from circle left join ${totals})
        select figures.user_id, users.username, users.display_name, users.avatar_color, figures.games,
               figures.correct, figures.accuracy, figures.games_won, figures.ranked,
               row_number() over (partition by figures.ranked order by ${RANK_ORDER}) as rank
          from figures join users on users.id = figures.user_id`,
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
