// A safer-play break voids the games the player made before it and has not started: their stakes come back
// through the ledger at once and they cannot be started during the break. A game already under way may finish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletOf } from '../helpers/money.ts';
import {
  createGame,
  fundedPlayer,
  GameSocket,
  loadGame,
  outcomeOf,
  seedClips,
  startGameTestApp,
  type Player,
} from '../game/game-test-kit.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { saferPlayOf } from './safer-play-kit.ts';

describe('a break and the games made before it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 20, misses: 20 });
  });
  afterAll(() => t.close());

  async function unstartedAndUnderWay(player: Player) {
    const underWay = await createGame(player, { stake: { value: 2, currency: 'USD' } });
    const playing = await GameSocket.open(t, player.client, player.user.id, underWay.gameId);
    playing.start();
    await playing.next('questionSent');
    const unstarted = await createGame(player, { stake: { value: 3, currency: 'USD' } });
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      balance: { value: 50 },
      available: { value: 45 },
    });
    return { underWay: underWay.gameId, unstarted: unstarted.gameId, playing };
  }

  it.each([
    ['a time-out', (player: Player) => saferPlayOf(player).timeOut('24h')],
    ['a self-exclusion', (player: Player) => saferPlayOf(player).selfExclude('6m')],
  ])('%s voids the unstarted game and releases its stake; the game under way finishes', async (_what, takeBreak) => {
    const player = await fundedPlayer(t, 50);
    const { underWay, unstarted, playing } = await unstartedAndUnderWay(player);

    expect((await takeBreak(player)).status).toBe(200);
    expect((await loadGame(t, unstarted)).status).toBe('voided');
    // Only the game under way still holds its stake; the voided one's came back, and nothing was paid or lost.
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      balance: { value: 50 },
      available: { value: 48 },
    });
    const transactions = (await player.client.get(`/api/users/${player.user.id}/transactions`)).body.data as Array<{
      transactionType: string;
      status: string;
      amount: { value: number };
    }>;
    expect(
      transactions
        .filter((row) => row.transactionType === 'gameStake')
        .map((row) => [row.amount.value, row.status])
        .sort(),
    ).toEqual([
      [2, 'pending'],
      [3, 'cancelled'],
    ]);

    // It cannot be started during the break.
    const late = await GameSocket.open(t, player.client, player.user.id, unstarted);
    late.start();
    expect((await late.next('errorOccurred')).payload.message).toMatch(/cancelled/);
    await late.close();

    // The game under way goes on: its question can still be answered.
    playing.clipReady(0);
    await playing.next('questionTimer');
    playing.answer(await outcomeOf(t, underWay, 0));
    expect((await playing.next('questionAnswered')).payload.isCorrect).toBe(true);
    expect((await loadGame(t, underWay)).status).toBe('active');
    await playing.close();
  });
});
