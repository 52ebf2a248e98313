import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { firstDayOfPeriod } from '../../src/domain/stats/player-figures.ts';
import { getLeaderboard, leaderboardStatement } from '../../src/domain/stats/get-leaderboard.ts';
import { planNodesOf } from '../helpers/query-plan.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

// A board's top fifty is read off its ranking index, never by sorting every ranked player (issue 14: each period's
// board p50 < 50 ms at 100,000 players). The query's ORDER BY must match the index's order word for word: one
// `desc` without the index's NULLS LAST made PostgreSQL sort the whole table (bench/leaderboard.mjs: all time
// 98 → 29 ms, this month 102 → 46 ms). The plans are PostgreSQL's own, on statistics gathered as autovacuum would.
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const PLAYERS = 5_000;
const clock = { now: () => new Date('2026-11-27T12:00:00Z') };

describe.skipIf(!onPostgres)('the leaderboard’s plans (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let someone: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    await db.execute(sql`
      insert into users (first_name, last_name, username, email, password_hash, date_of_birth, created_at, updated_at)
      select 'Board', 'Player', 'board_' || n, 'board' || n || '@example.com', 'x', '1990-01-01', now(), now()
        from generate_series(1, ${PLAYERS}) as n`);
    // Figures spread so that ranks differ: n decides correct answers, accuracy and when the last game ended.
    const figures = sql`(20 + n % 37) as games, (n % 11) as games_won, (100 + n % 37 * 5) as answered,
                        (n % 97) as correct, (n % 89) as accuracy,
                        timestamptz '2026-11-01' + make_interval(secs => n) as last_game_ended_at`;
    await db.execute(sql`
      insert into player_totals (user_id, games, games_won, answered, correct, accuracy, last_game_ended_at)
      select id, games, games_won, answered, correct, accuracy, last_game_ended_at
        from (select id, ${figures} from (select id, row_number() over (order by id) as n from users) u) f`);
    for (const period of ['week', 'month'] as const) {
      // The current period and an earlier one, so the board has rows to leave out.
      for (const start of [firstDayOfPeriod(period, clock.now())!, '2026-01-05']) {
        await db.execute(sql`
          insert into player_period_totals (period, period_start, user_id, games, games_won, answered, correct,
                                            accuracy, last_game_ended_at)
          select ${period}, ${start}::date, id, games, games_won, answered, correct, accuracy, last_game_ended_at
            from (select id, ${figures} from (select id, row_number() over (order by id) as n from users) u) f`);
      }
    }
    await db.execute(sql`analyze users, player_totals, player_period_totals`);
    const [middle] = await queryRows<{ id: string }>(
      db,
      sql`select id from users order by id offset ${PLAYERS / 2} limit 1`,
    );
    someone = middle!.id;
  }, 120_000);
  afterAll(async () => database.close());

  it.each(['all', 'week', 'month'] as const)(
    'reads the %s board’s top fifty off its ranking index, sorting no ranked player',
    async (period) => {
      const nodes = await planNodesOf(database.db, leaderboardStatement({ clock, period, userId: someone }));
      const ranking = period === 'all' ? 'player_totals_ranking_idx' : 'player_period_totals_ranking_idx';
      // The top fifty: a LIMIT straight over the index, where a mismatched order puts a Sort of every ranked row.
      const limit = nodes.find((node) => node['Node Type'] === 'Limit');
      expect(limit?.Plans?.[0]).toMatchObject({ 'Node Type': 'Index Scan', 'Index Name': ranking });
      const rollups = ['player_totals', 'player_period_totals'];
      expect(
        nodes.filter((node) => node['Node Type'] === 'Seq Scan' && rollups.includes(node['Relation Name']!)),
      ).toEqual([]);
    },
  );

  it('still ranks by correct calls, then accuracy, then who got there first', async () => {
    const { rows, me } = await getLeaderboard({ db: database.db, clock, period: 'all', userId: someone });
    expect(rows).toHaveLength(50);
    expect(rows.map((row) => row.rank)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    const sorted = [...rows].sort((a, b) => b.correct - a.correct || b.accuracy - a.accuracy);
    expect(rows.map((row) => [row.correct, row.accuracy])).toEqual(sorted.map((row) => [row.correct, row.accuracy]));
    // The caller's rank is one more than the players ahead of them in the same order.
    const [ahead] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from player_totals a, player_totals me
           where me.user_id = ${someone}
             and (a.correct, a.accuracy, me.last_game_ended_at, me.user_id) >
                 (me.correct, me.accuracy, a.last_game_ended_at, a.user_id)`,
    );
    expect(me?.rank).toBe(ahead!.count + 1);
  });
});
