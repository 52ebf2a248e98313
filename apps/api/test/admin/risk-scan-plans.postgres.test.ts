import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { answeredQuestionsStatement, RISK_MAX_QUESTIONS } from '../../src/domain/admin/assess-player-risk.ts';
import { planNodesOf } from '../helpers/query-plan.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

// The risk monitor weighs each player's latest games (RISK_MAX_QUESTIONS of them). For a player with more, they
// must be read off the player's own entries in games_user_ended_idx, in its order (DESC NULLS LAST): with a bare
// `desc` PostgreSQL walked every player's ended games newest first through games_ended_at_idx until it had this
// player's (10.5 ms against 2.6 ms here at 100,000 games, and growing with the table: decision 0041).
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const PLAYERS = 20;
const GAMES_EACH = RISK_MAX_QUESTIONS * 2.5;

describe.skipIf(!onPostgres)('the plan of the risk monitor’s read (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let player: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    await db.execute(sql`
      insert into users (first_name, last_name, username, email, password_hash, date_of_birth, created_at, updated_at)
      select 'Risk', 'Player', 'risk_' || n, 'risk' || n || '@example.com', 'x', '1990-01-01', now(), now()
        from generate_series(1, ${PLAYERS}) as n`);
    await db.execute(sql`
      insert into ledger_accounts (kind, currency, user_id, created_at)
      select 'player_wallet', 'USD', id, now() from users`);
    await db.execute(sql`
      insert into wallets (id, user_id, currency, is_default, created_at)
      select id, user_id, 'USD', true, now() from ledger_accounts where kind = 'player_wallet'`);
    // Every player's games interleaved in time, as many players' are.
    await db.execute(sql`
      insert into games (user_id, wallet_id, currency, stake, odds_hundredths, number_of_questions, league, from_year,
                         to_year, pass_mark, status, state, score, end_reason, last_event_at, created_at, started_at,
                         ended_at, updated_at)
      select w.user_id, w.id, 'USD', 200, 145, 5, 'League', 2015, 2025, 4, 'ended', '{}'::jsonb, 3, 'completed',
             t, t, t, t, t
        from wallets w, generate_series(1, ${GAMES_EACH}) as g,
             lateral (select timestamptz '2026-11-27' - make_interval(secs => g * 97) as t) as ended`);
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
