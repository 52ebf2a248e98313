// A game creation whose answer was lost can be sent again: with the same Idempotency-Key and request the player
// gets the same game back (200) and one stake stays held; the same key with another request is a clear 409; a
// repeat is answered even once its quote has expired, and two at once make one game.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { GAME_KEY_REUSED_MESSAGE } from '../../src/domain/game/create-game.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { walletOf } from '../helpers/money.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { fundedPlayer, gameRequest, seedClips, startGameTestApp, type Player } from './game-test-kit.ts';

describe('POST /users/:userId/games with an Idempotency-Key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 30, misses: 30 });
  });
  afterAll(async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  async function create(player: Player, key: string | undefined, overrides: Record<string, unknown> = {}) {
    const request = gameRequest(player.wallet.id, overrides);
    const quoted = await player.client.post('/api/games/odds', request);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    return player.client.post(`/api/users/${player.user.id}/games`, request, {
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  }
  const gamesOf = async (player: Player) =>
    (
      await queryRows<{ count: number }>(
        t.database.db,
        sql`select count(*)::int as count from games where user_id = ${player.user.id}`,
      )
    )[0]?.count;

  it('answers a repeat with the same game, and holds one stake', async () => {
    const player = await fundedPlayer(t);
    const first = await create(player, 'game-key-1');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await create(player, 'game-key-1');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.gameId).toBe(first.body.data.gameId);
    expect(await gamesOf(player)).toBe(1);
    const wallet = await walletOf(player.client, player.user.id, player.wallet.id);
    expect(wallet!.balance.value - wallet!.available.value).toBe(2);
  });

  it('refuses the same key with another request with a clear 409 and changes nothing', async () => {
    const player = await fundedPlayer(t);
    const first = await create(player, 'game-key-2');
    expect(first.status).toBe(201);
    const other = await create(player, 'game-key-2', { stake: { value: 3, currency: 'USD' } });
    expect(other.status).toBe(409);
    expect(other.body.error).toMatchObject({ code: 'CONFLICT', message: GAME_KEY_REUSED_MESSAGE });
    expect(await gamesOf(player)).toBe(1);
  });

  it('answers a repeat after its quote expired, before any other check', async () => {
    const player = await fundedPlayer(t);
    const first = await create(player, 'game-key-3');
    expect(first.status).toBe(201);
    t.clock.advance(10 * 60_000);
    // No new quote: the repeat alone, as a client resending the lost request sends it.
    const again = await player.client.post(`/api/users/${player.user.id}/games`, gameRequest(player.wallet.id), {
      headers: { 'idempotency-key': 'game-key-3' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.gameId).toBe(first.body.data.gameId);
  });

  it('makes one game of two repeats sent at once', async () => {
    const player = await fundedPlayer(t);
    const request = gameRequest(player.wallet.id);
    expect((await player.client.post('/api/games/odds', request)).status).toBe(200);
    const send = () =>
      player.client.post(`/api/users/${player.user.id}/games`, request, {
        headers: { 'idempotency-key': 'game-key-4' },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.gameId).toBe(b.body.data.gameId);
    expect(await gamesOf(player)).toBe(1);
  });

  it('keeps creating a new game for each request without a key, and refuses a malformed key', async () => {
    const player = await fundedPlayer(t);
    expect((await create(player, undefined)).status).toBe(201);
    const bad = await create(player, 'has spaces in it');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('idempotencyKey');
  });
});
