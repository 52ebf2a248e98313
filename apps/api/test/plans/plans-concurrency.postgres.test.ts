import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import {
  createGame,
  fundedPlayer,
  gameRequest,
  seedClips,
  startGame,
  startGameTestApp,
} from '../game/game-test-kit.ts';

// Simultaneous requests on a real connection pool: only the player row's lock keeps two creations from making
// a sixth free game, and only the subscription row's lock (SKIP LOCKED) keeps two renewals from charging twice.
// PGlite runs one statement at a time, so these run on PostgreSQL only.
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

describe.skipIf(!onPostgres)('plans under real concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp({ buildOptions: { plans: { renewalIntervalMs: 0 } } });
    await seedClips(t, { goals: 80, misses: 80 });
  });
  afterAll(async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  it('lets exactly one of several simultaneous creations be the fifth free game', async () => {
    const player = await fundedPlayer(t);
    // Started, each: a player holds one game waiting to start at most.
    for (let game = 1; game <= 4; game += 1) await startGame(t, (await createGame(player)).gameId);
    const request = gameRequest(player.wallet.id);
    expect((await player.client.post('/api/games/odds', request)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => player.client.post(`/api/users/${player.user.id}/games`, request)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([201, 422, 422, 422]);
    for (const answer of answers.filter(({ status }) => status === 422)) {
      expect(answer.body.error.code).toBe('DAILY_GAME_LIMIT');
    }
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from games where user_id = ${player.user.id}`,
    );
    expect(row?.count).toBe(5);
  });

  it('lets one of two simultaneous purchases through, and renews a due month once when two processes run the job', async () => {
    const player = await fundedPlayer(t, 30);
    const buys = await Promise.all(
      [1, 2].map(() => player.client.post(`/api/users/${player.user.id}/subscription`, { walletId: player.wallet.id })),
    );
    expect(buys.map((buy) => buy.status).sort()).toEqual([201, 409]);
    const bought = buys.find((buy) => buy.status === 201)?.body.data.subscription;

    t.clock.set(new Date(bought.currentPeriodEnd));
    const runs = await Promise.all([1, 2, 3].map(() => t.app.plans.renewDueSubscriptions()));
    expect(runs.reduce((sum, run) => sum + run.renewed, 0)).toBe(1);
    const [paid] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from money_transactions
           where user_id = ${player.user.id} and type = 'subscription'`,
    );
    expect(paid?.count).toBe(2);
  });
});
