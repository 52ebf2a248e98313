import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clipDemands, clips } from '../../src/db/schema.ts';
import { ODDS_CHANGED_MESSAGE } from '../../src/domain/game/create-game.ts';
import { DEFAULT_ROUND_TIMING } from '../../src/domain/game/rules/game-constants.ts';
import { NOT_ENOUGH_CLIPS_MESSAGE, UNKNOWN_LEAGUE_MESSAGE } from '../../src/domain/game/price-game.ts';
import { auditLedger, totalPlayerMoney } from '../helpers/ledger-audit.ts';
import { walletOf } from '../helpers/money.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import {
  createGame,
  fundedPlayer,
  gameRequest,
  loadGame,
  runDueGames,
  seedClips,
  startGame,
  startGameTestApp,
} from './game-test-kit.ts';

describe('POST /games/odds and POST /users/:userId/games', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    // Single use: every game takes its clips for good, so the buffer holds plenty.
    await seedClips(t, { goals: 40, misses: 40 });
  });
  afterAll(async () => {
    console.log(
      t.logs
        .filter((line) => line.includes('"level":50'))
        .slice(0, 3)
        .join('\n'),
    );
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  it('quotes odds valid for 2 minutes, priced at the default reference accuracy, with the payout of a win', async () => {
    const player = await fundedPlayer(t);
    const response = await player.client.post('/api/games/odds', gameRequest(player.wallet.id));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    // p = 0.75 (no xG), N = 5, pass mark 4, margin 8%: 1.45 (rules README).
    expect(response.body.data.odds).toBe(1.45);
    // $2 × 1.45, as settlement pays it.
    expect(response.body.data.potentialPayout).toEqual({ value: 2.9, currency: 'USD' });
    // $1.50 × 1.45 = $2.175: rounded down, as the ledger pays.
    const odd = await player.client.post(
      '/api/games/odds',
      gameRequest(player.wallet.id, { stake: { value: 1.5, currency: 'USD' } }),
    );
    expect(odd.body.data.potentialPayout).toEqual({ value: 2.17, currency: 'USD' });
    expect(new Date(response.body.data.expiresAt).getTime()).toBe(t.clock.now().getTime() + 120_000);
  });

  it('asks to sign in, and refuses bad input with a clear 400', async () => {
    const player = await fundedPlayer(t);
    const anonymous = t.client();
    expect((await anonymous.post('/api/games/odds', gameRequest(player.wallet.id))).status).toBe(401);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ numberOfQuestions: 11 }, 'numberOfQuestions must be between 5 and 10'],
      [{ numberOfQuestions: 4 }, 'numberOfQuestions must be between 5 and 10'],
      [{ stake: { value: 1.25, currency: 'USD' } }, 'Stake must be between 1 and 10 with at most 1 decimal place'],
      [{ stake: { value: 11, currency: 'USD' } }, 'Stake must be between 1 and 10 with at most 1 decimal place'],
      [{ from: 2024, to: 2020 }, 'From year must be less than or equal to To year'],
      [{ goalType: 'Penalty' }, "goalType must be 'Free Kick' or 'Shot'"],
      [{ league: 'No Such League' }, UNKNOWN_LEAGUE_MESSAGE],
      [{ stake: { value: 2, currency: 'EUR' } }, "The stake's currency must be the wallet's currency"],
    ];
    for (const [overrides, message] of cases) {
      const response = await player.client.post('/api/games/odds', gameRequest(player.wallet.id, overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
  });

  it("refuses another player's wallet", async () => {
    const player = await fundedPlayer(t);
    const other = await fundedPlayer(t);
    const response = await player.client.post('/api/games/odds', gameRequest(other.wallet.id));
    expect(response.status).toBe(404);
    const created = await player.client.post(`/api/users/${player.user.id}/games`, gameRequest(other.wallet.id));
    expect(created.status).toBe(404);
    const notOwner = await player.client.post(`/api/users/${other.user.id}/games`, gameRequest(other.wallet.id));
    expect(notOwner.status).toBe(403);
  });

  it("answers 422 'Not enough clips' unless the filter holds N fresh goals and N fresh misses, and asks for more", async () => {
    const player = await fundedPlayer(t);
    // Free kicks in 2019: 7 goals and 6 misses.
    await seedClips(t, { goalType: 'Free Kick', year: 2019, goals: 7, misses: 6 });
    const ok = await player.client.post(
      '/api/games/odds',
      gameRequest(player.wallet.id, { goalType: 'Free Kick', numberOfQuestions: 6 }),
    );
    expect(ok.status).toBe(200);
    for (const overrides of [
      { goalType: 'Free Kick', numberOfQuestions: 7 },
      { from: 2019, to: 2019, numberOfQuestions: 7 },
      { from: 2021, to: 2025 },
    ]) {
      const response = await player.client.post('/api/games/odds', gameRequest(player.wallet.id, overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(422);
      expect(response.body.error.message).toBe(NOT_ENOUGH_CLIPS_MESSAGE);
    }
    // Each refused filter is remembered, for the buffer's next top-up to make its clips first.
    const demands = await t.database.db.select().from(clipDemands);
    expect(demands.map((demand) => [demand.fromYear, demand.toYear, demand.goalType, demand.needed]).sort()).toEqual(
      [
        [2015, 2025, 'Free Kick', 7],
        [2019, 2019, null, 7],
        [2021, 2025, null, 5],
      ].sort(),
    );
  });

  it('creates a game at the quoted odds: the stake is held and a pending Game Stake shows', async () => {
    const player = await fundedPlayer(t, 20);
    const { gameId, odds } = await createGame(player, { stake: { value: 2.5, currency: 'USD' } });
    expect(odds).toBe(1.45);
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      balance: { value: 20 },
      available: { value: 17.5 },
    });
    const transactions = await player.client.get(`/api/users/${player.user.id}/transactions`);
    expect(
      transactions.body.data.find((row: { transactionType: string }) => row.transactionType === 'gameStake'),
    ).toMatchObject({
      status: 'pending',
      amount: { value: 2.5, currency: 'USD' },
    });
    const game = await loadGame(t, gameId);
    expect(game).toMatchObject({ status: 'created', stake: 250n, oddsHundredths: 145, passMark: 4 });
    expect(game.state.questions).toHaveLength(5);
    expect(new Set(game.state.questions.map((question) => question.clipId)).size).toBe(5);
  });

  it('never gives one clip to two games, and balances goals and misses', async () => {
    const first = await createGame(await fundedPlayer(t), { numberOfQuestions: 10, from: 2020, to: 2020 });
    const second = await createGame(await fundedPlayer(t), { numberOfQuestions: 10, from: 2020, to: 2020 });
    const questionsOf = async (gameId: string) => (await loadGame(t, gameId)).state.questions;
    const both = [...(await questionsOf(first.gameId)), ...(await questionsOf(second.gameId))];
    expect(new Set(both.map((question) => question.clipId)).size).toBe(20);
    const held = await t.database.db
      .select()
      .from(clips)
      .where(
        inArray(
          clips.id,
          both.map((question) => question.clipId),
        ),
      );
    expect(held.every((clip) => clip.reservedCount === 1 && clip.shownCount === 0)).toBe(true);
  });

  it('answers 409 when the quote has expired, and after a new quote creates the game', async () => {
    const player = await fundedPlayer(t);
    const request = gameRequest(player.wallet.id);
    expect((await player.client.post('/api/games/odds', request)).status).toBe(200);
    t.clock.advance(120_001);
    const late = await player.client.post(`/api/users/${player.user.id}/games`, request);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({
      code: 'CONFLICT',
      message: ODDS_CHANGED_MESSAGE,
      fields: { odds: '1.45' },
    });
    expect((await player.client.post('/api/games/odds', request)).status).toBe(200);
    expect((await player.client.post(`/api/users/${player.user.id}/games`, request)).status).toBe(201);
  });

  it('answers 409 with fresh odds without a live quote, and holds a live quote even when the pool changes', async () => {
    const player = await fundedPlayer(t);
    const request = gameRequest(player.wallet.id, { league: 'Changing League' });
    await seedClips(t, { league: 'Changing League', goals: 6, misses: 6 });
    const unquoted = await player.client.post(`/api/users/${player.user.id}/games`, request);
    expect(unquoted.status).toBe(409);
    expect(unquoted.body.error).toMatchObject({ message: ODDS_CHANGED_MESSAGE, fields: { odds: '1.45' } });
    const quoted = await player.client.post('/api/games/odds', request);
    expect(quoted.body.data.odds).toBe(1.45);
    // Clips with a telling xG make the reference predictor perfect: fresh odds fall to the floor, but the
    // quote the player confirmed holds for its 2 minutes (decisions.md).
    await seedClips(t, { league: 'Changing League', goals: 5, misses: 5, xg: { goal: 0.9, miss: 0.1 } });
    const created = await player.client.post(`/api/users/${player.user.id}/games`, request);
    expect(created.status).toBe(201);
    expect(await loadGame(t, created.body.data.gameId)).toMatchObject({ oddsHundredths: 145 });
    const requoted = await player.client.post('/api/games/odds', request);
    expect(requoted.body.data.odds).toBe(1.01);
  });

  it("answers 422 'Insufficient balance in selected wallet' and moves no money", async () => {
    const player = await fundedPlayer(t, 3);
    await startGame(t, (await createGame(player, { stake: { value: 2, currency: 'USD' } })).gameId);
    const before = await totalPlayerMoney(t.database.db);
    const request = gameRequest(player.wallet.id, { stake: { value: 1.5, currency: 'USD' } });
    expect((await player.client.post('/api/games/odds', request)).status).toBe(200);
    const response = await player.client.post(`/api/users/${player.user.id}/games`, request);
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe('Insufficient balance in selected wallet');
    expect(await totalPlayerMoney(t.database.db)).toBe(before);
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      available: { value: 1 },
    });
  });

  it('voids a game not started within its start window and releases its hold', async () => {
    const player = await fundedPlayer(t, 10);
    const { gameId } = await createGame(player);
    t.clock.advance(DEFAULT_ROUND_TIMING.startWithinMs - 1);
    await runDueGames(t);
    expect((await loadGame(t, gameId)).status).toBe('created');
    t.clock.advance(1);
    await runDueGames(t);
    const game = await loadGame(t, gameId);
    expect(game).toMatchObject({ status: 'voided', nextWakeAt: null });
    // Its clips were never shown: they are fresh again, for any game.
    const released = await t.database.db
      .select()
      .from(clips)
      .where(
        inArray(
          clips.id,
          game.state.questions.map((question) => question.clipId),
        ),
      );
    expect(released.map((clip) => [clip.reservedCount, clip.shownCount])).toEqual(Array(5).fill([0, 0]));
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      balance: { value: 10 },
      available: { value: 10 },
    });
    const transactions = await player.client.get(`/api/users/${player.user.id}/transactions`);
    const stakes = (transactions.body.data as Array<{ transactionType: string }>).filter(
      (row) => row.transactionType === 'gameStake',
    );
    expect(stakes).toEqual([expect.objectContaining({ status: 'cancelled' })]);
    // Running again changes nothing.
    expect(await runDueGames(t)).toBe(0);
  });
});
