import { LEADERBOARD_TOP } from '@gom/contract/stats';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { gameHistoryPageStatement, listGameHistory } from '../../src/domain/stats/list-game-history.ts';
import { firstDayOfPeriod } from '../../src/domain/stats/player-figures.ts';
import { getLeaderboard, leaderboardStatement } from '../../src/domain/stats/get-leaderboard.ts';
import { friendsLeaderboardStatement, getFriendsLeaderboard } from '../../src/domain/stats/get-friends-leaderboard.ts';
import { MAX_FRIENDS } from '@gom/contract/friends';
import { insertBulkPlayers, insertEndedGames, insertUsdWallets } from '../helpers/bulk-players.ts';
import { planNodesOf } from '../helpers/query-plan.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

// A player's figures are read off the indexes made for them, whatever the number of players (each
// period's board p50 < 50 ms at 100,000 players). A query's ORDER BY must match its index's order word for word:
// one `desc` without the index's NULLS LAST made PostgreSQL sort every ranked player for a board's top fifty
// (bench/leaderboard.mjs: all time 84 → 25 ms, this month 102 → 47 ms), and walk everyone's games, newest first,
// for a page of one player's history. The plans are PostgreSQL's own, on statistics gathered as autovacuum would.
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const PLAYERS = 5_000;
const HISTORY_PLAYERS = 200;
const GAMES_EACH = 200;
const clock = { now: () => new Date('2026-11-27T12:00:00Z') };

describe.skipIf(!onPostgres)('the plans of a player’s figures (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let someone: string;
  let playerWithHistory: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    await insertBulkPlayers(db, { count: PLAYERS, prefix: 'board' });
    // Figures spread so that ranks differ: n decides correct answers, accuracy and when the last game ended.
    const figures = sql`(select id, (20 + n % 37) as games, (n % 11) as games_won, (100 + n % 37 * 5) as answered,
                               (n % 97) as correct, (n % 89) as accuracy,
                               timestamptz '2026-11-01' + make_interval(secs => n) as last_game_ended_at
                          from (select id, row_number() over (order by id) as n from users) u) f`;
    await db.execute(sql`
      insert into player_totals (user_id, games, games_won, answered, correct, accuracy, last_game_ended_at)
      select id, games, games_won, answered, correct, accuracy, last_game_ended_at
        from ${figures}`);
    for (const period of ['week', 'month'] as const) {
      // The current period and an earlier one, so the board has rows to leave out.
      for (const start of [firstDayOfPeriod(period, clock.now())!, '2026-01-05']) {
        await db.execute(sql`
          insert into player_period_totals (period, period_start, user_id, games, games_won, answered, correct,
                                            accuracy, last_game_ended_at)
          select ${period}, ${start}::date, id, games, games_won, answered, correct, accuracy, last_game_ended_at
            from ${figures}`);
      }
    }
    // 200 settled games each for 200 of the players, ended over the last 300 days: many more than a page.
    await insertUsdWallets(db, { players: HISTORY_PLAYERS });
    await insertEndedGames(db, {
      gamesEach: GAMES_EACH,
      endedAt: sql`timestamptz '2026-11-27' - make_interval(secs => (g * 997 + w.n * 13) % 25920000)`,
    });
    await db.execute(sql`analyze users, player_totals, player_period_totals, games`);
    // The counts by correct took 15,000 updates in the inserts' transactions; autovacuum clears a small table that
    // busy within its minute (performance note 0050).
    await db.execute(sql`vacuum analyze player_totals_by_correct, player_period_totals_by_correct`);
    const [middle] = await queryRows<{ id: string }>(
      db,
      sql`select id from users order by id offset ${PLAYERS / 2} limit 1`,
    );
    someone = middle!.id;
    const [withHistory] = await queryRows<{ user_id: string }>(
      db,
      sql`select user_id from wallets order by user_id offset ${HISTORY_PLAYERS / 2} limit 1`,
    );
    playerWithHistory = withHistory!.user_id;
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

  it.each(['all', 'week', 'month'] as const)(
    'ranks the last player of the %s board from the counts by correct and the players tied with them',
    async (period) => {
      const { db } = database;
      const [last] = await queryRows<{ id: string }>(
        db,
        sql`select id from (select id, row_number() over (order by id) as n from users) u order by n % 97 limit 1`,
      );
      const nodes = await planNodesOf(db, leaderboardStatement({ clock, period, userId: last!.id }), {
        analyze: true,
      });
      const rowsOf = (tables: string[]) =>
        nodes
          .filter((node) => tables.includes(node['Relation Name']!))
          .reduce((sum, node) => sum + node['Actual Rows']! * node['Actual Loops']!, 0);
      // The top fifty, the caller's own row and the players with their count of correct calls (5,000 / 97), where
      // counting every player ahead of them read the whole board; and one row per count above theirs.
      expect(rowsOf(['player_totals', 'player_period_totals'])).toBeLessThanOrEqual(
        LEADERBOARD_TOP + 1 + Math.ceil(PLAYERS / 97),
      );
      expect(rowsOf(['player_totals_by_correct', 'player_period_totals_by_correct'])).toBeLessThanOrEqual(97);
      const { me } = await getLeaderboard({ db, clock, period, userId: last!.id });
      expect(me?.rank).toBeGreaterThan(PLAYERS - Math.ceil(PLAYERS / 97));
    },
  );

  it.each(['all', 'week', 'month'] as const)(
    'reads the %s Friends board of a player with the most friends by key, one probe a friend, no table in full',
    async (period) => {
      const { db } = database;
      // Every player has ten friends (five each way round the id order), so friendships is a table of some size.
      const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from friendships`,
      );
      if (count === 0) {
        await db.execute(sql`
          with u as (select id, row_number() over (order by id) - 1 as n from users), k as (select generate_series(1, 5) k)
          insert into friendships (user_id, friend_id, created_at)
          select a.id, b.id, now() from u a, k, u b where b.n = (a.n + k.k) % ${PLAYERS}
          union all
          select b.id, a.id, now() from u a, k, u b where b.n = (a.n + k.k) % ${PLAYERS}`);
      }
      await db.execute(sql`delete from friendships where user_id = ${someone} or friend_id = ${someone}`);
      await db.execute(sql`
        with friends as (select id from users where id <> ${someone} order by md5(id::text) limit ${MAX_FRIENDS})
        insert into friendships (user_id, friend_id, created_at)
        select ${someone}::uuid, id, now() from friends union all select id, ${someone}::uuid, now() from friends`);
      await db.execute(sql`analyze friendships`);
      const nodes = await planNodesOf(db, friendsLeaderboardStatement({ clock, period, userId: someone }), {
        analyze: true,
      });
      const tables = ['friendships', 'users', 'player_totals', 'player_period_totals'];
      expect(
        nodes.filter((node) => node['Node Type'] === 'Seq Scan' && tables.includes(node['Relation Name']!)),
      ).toEqual([]);
      // The circle's rows only: each table read at most once per member of the circle (and the friendships range).
      for (const table of tables) {
        const read = nodes
          .filter((node) => node['Relation Name'] === table)
          .reduce((sum, node) => sum + node['Actual Rows']! * node['Actual Loops']!, 0);
        expect(read, table).toBeLessThanOrEqual(MAX_FRIENDS + 1);
      }
      const board = await getFriendsLeaderboard({ db, clock, period, userId: someone });
      expect(board.friendCount).toBe(MAX_FRIENDS);
      expect(board.rows.length + board.unranked.length).toBe(MAX_FRIENDS + 1);
      expect(board.rows.map((row) => row.rank)).toEqual(Array.from({ length: board.rows.length }, (_, i) => i + 1));
    },
  );

  it('reads a page of one player’s history off their own games in the index', async () => {
    const page = { userId: playerWithHistory, page: 2, pageSize: 10 };
    const nodes = await planNodesOf(database.db, gameHistoryPageStatement(page));
    expect(nodes.filter((node) => node['Relation Name'] === 'games')).toEqual([
      expect.objectContaining({ 'Node Type': 'Index Scan', 'Index Name': 'games_user_ended_idx' }),
    ]);
    const { items, total } = await listGameHistory({ db: database.db, ...page });
    expect(total).toBe(GAMES_EACH);
    const ends = items.map((item) => item.endedAt.getTime());
    expect(ends).toHaveLength(10);
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
  });

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
