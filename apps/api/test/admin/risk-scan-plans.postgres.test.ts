import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { answeredQuestionsStatement, RISK_MAX_QUESTIONS } from '../../src/domain/admin/assess-player-risk.ts';
import { insertBulkPlayers, insertEndedGames, insertUsdWallets } from '../helpers/bulk-players.ts';
import { planNodesOf } from '../helpers/query-plan.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

// The risk monitor weighs each player's latest games (RISK_MAX_QUESTIONS of them). For a player with more, they
// must be read off the player's own entries in games_user_ended_idx, in its order (DESC NULLS LAST): with a bare
// `desc` PostgreSQL walked every player's ended games newest first through games_ended_at_idx until it had this
// player's (10.5 ms against 2.6 ms here at 100,000 games, and growing with the table: performance note 0041).
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const PLAYERS = 20;
const GAMES_EACH = RISK_MAX_QUESTIONS * 2.5;

describe.skipIf(!onPostgres)('the plan of the risk monitor’s read (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let player: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    await insertBulkPlayers(db, { count: PLAYERS, prefix: 'risk' });
    await insertUsdWallets(db);
    // Every player's games interleaved in time, as many players' are.
    await insertEndedGames(db, {
      gamesEach: GAMES_EACH,
      endedAt: sql`timestamptz '2026-11-27' - make_interval(secs => g * 97)`,
    });
    await db.execute(sql`analyze games`);
    const [first] = await queryRows<{ user_id: string }>(db, sql`select user_id from wallets order by user_id limit 1`);
    player = first!.user_id;
  }, 120_000);
  afterAll(async () => database.close());

  it('reads a player’s latest games off their own entries in the index, in its order', async () => {
    const nodes = await planNodesOf(database.db, answeredQuestionsStatement([player]));
    const scans = nodes.filter((node) => node['Relation Name'] === 'games');
    expect(scans).toEqual([
      expect.objectContaining({ 'Node Type': 'Index Scan', 'Index Name': 'games_user_ended_idx' }),
    ]);
    // Straight under the LIMIT: no sort of all the player's games.
    const limit = nodes.find((node) => node['Node Type'] === 'Limit' && node.Plans?.[0] === scans[0]);
    expect(limit).toBeDefined();
  });
});
