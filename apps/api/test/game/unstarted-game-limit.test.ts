// Clip hoarding: every game not started yet holds its clips from everyone else's fresh buffer. A player holds at
// most one such game, it lapses after 90 s, and letting games lapse again and again costs the day's Free games.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTARTED_GAME_MESSAGE } from '../../src/domain/game/assert-no-unstarted-game.ts';
import { DEFAULT_ROUND_TIMING } from '../../src/domain/game/rules/game-constants.ts';
import { walletOf } from '../helpers/money.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import {
  createGame,
  fundedPlayer,
  GameSocket,
  gameRequest,
  loadGame,
  runDueGames,
  seedClips,
  startGameTestApp,
  type Player,
} from './game-test-kit.ts';

describe('one unstarted game a player, a short start window', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 40, misses: 40 });
  });
  afterAll(() => t.close());

  const create = (player: Player) =>
    player.client.post(`/api/users/${player.user.id}/games`, gameRequest(player.wallet.id));
  const freeGamesLeft = async (player: Player) =>
    (await player.client.get(`/api/users/${player.user.id}/subscription`)).body.data.freeGamesLeft as number;

  it('refuses a second game while one waits to start, holding nothing; once it starts, another may be made', async () => {
    const player = await fundedPlayer(t, 50);
    const { gameId } = await createGame(player);
    const before = await walletOf(player.client, player.user.id, player.wallet.id);
    const second = await create(player);
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({ code: 'UNSTARTED_GAME', message: UNSTARTED_GAME_MESSAGE });
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toEqual(before);
    // Two at once: one is made, the other refused.
    const other = await fundedPlayer(t, 50);
    expect((await other.client.post('/api/games/odds', gameRequest(other.wallet.id))).status).toBe(200);
    const together = await Promise.all([create(other), create(other)]);
    expect(together.map((response) => response.status).sort()).toEqual([201, 409]);

    // Started, it no longer waits: the player may make the next one (the web's Play flow creates, then starts).
    const socket = await GameSocket.open(t, player.client, player.user.id, gameId);
    socket.start();
    await socket.next('gameStarted');
    expect((await create(player)).status).toBe(201);
    await socket.close();
  });

  it('voids a game not started within 90 seconds, which the game config says', async () => {
    expect(DEFAULT_ROUND_TIMING.startWithinMs).toBe(90_000);
    expect((await t.client().get('/api/games/config')).body.data.startWithinSeconds).toBe(90);
    const player = await fundedPlayer(t, 50);
    const { gameId } = await createGame(player);
    t.clock.advance(90_000 - 1);
    await runDueGames(t);
    expect((await loadGame(t, gameId)).status).toBe('created');
    t.clock.advance(1);
    await runDueGames(t);
    expect((await loadGame(t, gameId)).status).toBe('voided');
    // Lapsed, it no longer blocks the next one.
    await createGame(player);
  });

  it('forgives the first lapsed game of the day; each one after it costs a Free game', async () => {
    const player = await fundedPlayer(t, 50);
    const lapse = async () => {
      const { gameId } = await createGame(player);
      t.clock.advance(DEFAULT_ROUND_TIMING.startWithinMs);
      await runDueGames(t);
      expect((await loadGame(t, gameId)).status).toBe('voided');
    };
    await lapse();
    expect(await freeGamesLeft(player)).toBe(5);
    await lapse();
    expect(await freeGamesLeft(player)).toBe(4);
    await lapse();
    expect(await freeGamesLeft(player)).toBe(3);
  });
});
