// The wallet list is served from memory (performance note 0024) and must never show a player an old balance once
// a change has committed: not their own (at once, on the process that made it), not one made by another API
// process (within its notice's batch), and not while the notices are not being heard.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { stopApiProcess, type ApiProcess } from '../helpers/api-process.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { fundedPlayer, walletOf } from '../helpers/money.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { seedClips, startGameTestApp, waitFor } from '../game/game-test-kit.ts';
import { createQuickGame, onPostgres, openSocketOn, SKIP_REASON, startTwins } from '../scale-out/scale-out-kit.ts';

/** How soon another process's change must show: its notice's batch and delivery, with room for a busy machine. */
const NOTICE_BOUND_MS = 2_000;
/** The stake gameRequest places. */
const STAKE = 2;

describe('wallet balances read from memory, on one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 20, misses: 20 });
  });
  afterAll(async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  it("shows a player's own changes in the very next read", async () => {
    const ada = await fundedPlayer(t, 50);
    expect(await walletOf(ada.client, ada.user.id, ada.wallet.id)).toMatchObject({ available: { value: 50 } });
    await createQuickGame(t, t.baseUrl, ada);
    expect(await walletOf(ada.client, ada.user.id, ada.wallet.id)).toMatchObject({
      balance: { value: 50 },
      available: { value: 50 - STAKE },
    });
    const second = await ada.client.post(`/api/users/${ada.user.id}/wallets`, {
      currency: 'EUR',
      entityType: 'personal',
      default: true,
    });
    expect(second.status).toBe(201);
    const listed = await ada.client.get(`/api/users/${ada.user.id}/wallets`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ currency: 'EUR', default: true }),
      expect.objectContaining({ currency: 'USD', default: false }),
    ]);
  });
});

describe.skipIf(!onPostgres)(`wallet balances read from memory, on two processes (${SKIP_REASON})`, () => {
  let t: TestApp;
  let other: ApiProcess;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 30, misses: 30 });
    [other] = (await startTwins(t, 1)) as [ApiProcess];
  });
  afterAll(async () => {
    if (other) await stopApiProcess(other);
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  /** A player holds one game waiting to start at most: the test starts each over its socket before the next. */
  async function startOver(server: ApiProcess, player: Awaited<ReturnType<typeof fundedPlayer>>, gameId: string) {
    const socket = await openSocketOn(t, server.baseUrl, player, gameId);
    socket.start();
    await socket.next('questionSent');
    await socket.close();
  }

  const availableOn = async (player: Awaited<ReturnType<typeof fundedPlayer>>) =>
    (await walletOf(player.client, player.user.id, player.wallet.id))?.available.value;

  it("shows another process's change within the notice bound, however reads race it", async () => {
    const ada = await fundedPlayer(t, 50);
    expect(await availableOn(ada)).toBe(50);
    for (let round = 1; round <= 3; round += 1) {
      // Reads on this process race the stake placed on the other one.
      const racing = Promise.all(Array.from({ length: 6 }, () => availableOn(ada)));
      const gameId = await createQuickGame(t, other.baseUrl, ada);
      await racing;
      const started = Date.now();
      await waitFor(async () => (await availableOn(ada)) === 50 - round * STAKE, `the stake of game ${round}`);
      expect(Date.now() - started).toBeLessThan(NOTICE_BOUND_MS);
      await startOver(other, ada, gameId);
    }
  });

  it('reads through while the notices are not heard, and is fresh again after', async () => {
    const ada = await fundedPlayer(t, 50);
    expect(await availableOn(ada)).toBe(50);
    // Cut the LISTEN connections, as a database restart or a network blip would, and change the wallet meanwhile.
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and application_name = 'gom-listen'`,
    );
    const first = await createQuickGame(t, other.baseUrl, ada);
    await waitFor(async () => (await availableOn(ada)) === 50 - STAKE, 'the change made while no notice was heard');
    await startOver(other, ada, first);
    await waitFor(async () => {
      const [listeners] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from pg_stat_activity
             where datname = current_database() and application_name = 'gom-listen'`,
      );
      return (listeners?.n ?? 0) >= 4;
    }, 'both processes listening again');
    expect(await availableOn(ada)).toBe(50 - STAKE);
    await createQuickGame(t, other.baseUrl, ada);
    await waitFor(async () => (await availableOn(ada)) === 50 - 2 * STAKE, 'the change after listening again');
  });
});
