import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGame,
  fundedPlayer,
  gameRequest,
  seedClips,
  startGame,
  startGameTestApp,
} from '../game/game-test-kit.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { statusCounts } from '../helpers/status-counts.ts';
import { expectOk, fund, saferPlayOf } from './safer-play-kit.ts';

// Two requests at once must not both pass a limit. PGlite runs one statement at a time, so this runs only on
// PostgreSQL (the app's pool holds 10 connections), over real HTTP.
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
if (!onPostgres) {
  console.info('safer-play concurrency tests skipped: they need TEST_DB_DRIVER=postgres (--project api-postgres)');
}

describe.skipIf(!onPostgres)('safer-play limits under real concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 60, misses: 60 });
  });
  afterAll(() => t.close());

  it('20 simultaneous fundings of 10 under a daily deposit limit of 35 (10 used) pass exactly twice', async () => {
    const player = await fundedPlayer(t, 10);
    await expectOk(await saferPlayOf(player).setLimit('deposit', 'day', 35));
    const responses = await Promise.all(Array.from({ length: 20 }, () => fund(player, 10)));
    expect(statusCounts(responses)).toEqual({ 201: 2, 422: 18 });
    const state = (await saferPlayOf(player).get()).body.data;
    expect(state.limits[0].used).toEqual({ value: 30, currency: 'USD' });
  });

  it('10 simultaneous stakes of 2 under a daily loss limit of 5 (2 used) pass exactly once', async () => {
    const player = await fundedPlayer(t, 50);
    await expectOk(await saferPlayOf(player).setLimit('loss', 'day', 5));
    // One game under way (a player holds one waiting to start at most): 2 of the 5 used.
    await startGame(t, (await createGame(player)).gameId);
    const request = gameRequest(player.wallet.id);
    expect((await player.client.post('/api/games/odds', request)).status).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => player.client.post(`/api/users/${player.user.id}/games`, request)),
    );
    expect(statusCounts(responses)).toEqual({ 201: 1, 422: 9 });
    for (const refused of responses.filter((response) => response.status === 422)) {
      expect(refused.body.error.code).toBe('SAFER_PLAY_LIMIT');
    }
  });
});
