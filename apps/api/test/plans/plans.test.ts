import { DAILY_GAME_LIMIT_MESSAGE } from '@gom/contract/plans';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ODDS_CHANGED_MESSAGE } from '../../src/domain/game/create-game.ts';
import { INSUFFICIENT_FUNDS_MESSAGE } from '../../src/domain/ledger/ledger-errors.ts';
import { DEFAULT_ROUND_TIMING } from '../../src/domain/game/rules/game-constants.ts';
import {
  ALREADY_PREMIUM_MESSAGE,
  NOT_PREMIUM_MESSAGE,
  RENEWAL_FAILED_MESSAGE,
  RENEWAL_FAILED_SUBJECT,
} from '../../src/domain/plans/plan-constants.ts';
import { auditLedger, totalPlayerMoney } from '../helpers/ledger-audit.ts';
import { playerWithWallet, walletOf } from '../helpers/money.ts';
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
  type Player,
} from '../game/game-test-kit.ts';

const DAY_MS = 86_400_000;

/** After the clock jumps past the session's life: the player signs in again (same client, fresh cookies). */
async function signInAgain(player: Player) {
  const response = await player.client.post('/api/auth/login', { email: player.user.email, password: 'Correct1Horse' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

function helpers() {
  return {
    async status(player: Player) {
      await signInAgain(player);
      const response = await player.client.get(`/api/users/${player.user.id}/subscription`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    },
    subscribe: (player: Player, walletId = player.wallet.id) =>
      player.client.post(`/api/users/${player.user.id}/subscription`, { walletId }),
    async transactionsOf(player: Player) {
      await signInAgain(player);
      const response = await player.client.get(`/api/users/${player.user.id}/transactions`);
      expect(response.status).toBe(200);
      return response.body.data as Array<{ transactionType: string; status: string; amount: { value: number } }>;
    },
    async balanceOf(player: Player) {
      await signInAgain(player);
      return (await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value;
    },
  };
}

describe('Plans: Free (5 games a UTC day) and Premium (a monthly subscription)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp({ buildOptions: { plans: { renewalIntervalMs: 0 } } });
    // Single use: every game takes its 5 clips for good.
    await seedClips(t, { goals: 120, misses: 120 });
  });
  afterAll(async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  const { status, subscribe, transactionsOf, balanceOf } = helpers();

  it('starts every player on Free, with 5 games today, the 8% margin and Premium’s price per currency', async () => {
    const player = await fundedPlayer(t);
    const data = await status(player);
    expect(data).toMatchObject({
      plan: 'free',
      subscription: null,
      dailyGameLimit: 5,
      gamesToday: 0,
      freeGamesLeft: 5,
      marginPercent: 8,
      premiumMarginPercent: 5,
      notice: null,
    });
    expect(data.premiumPrices).toContainEqual({ value: 9.99, currency: 'USD' });
    // One table, kept fair at the rates (EUR=0.92, NGN=1550) and the 1.5% spread: no currency is a discount after a
    // transfer. NGN's 14,999 was 1.6% cheaper than USD; EUR's 9.49 cost more than paying in USD after a transfer.
    expect(data.premiumPrices).toContainEqual({ value: 9.33, currency: 'EUR' });
    expect(data.premiumPrices).toContainEqual({ value: 15484.5, currency: 'NGN' });
    expect(data.premiumPrices).toContainEqual({ value: 7.99, currency: 'GBP' });
    expect(data.premiumPrices).toHaveLength(6);
    expect((await t.client().get(`/api/users/${player.user.id}/subscription`)).status).toBe(401);
  });

  it('refuses the sixth staked game of a UTC day with DAILY_GAME_LIMIT, holding nothing, and allows it the next day', async () => {
    const player = await fundedPlayer(t);
    for (let game = 1; game <= 5; game += 1) {
      await startGame(t, (await createGame(player)).gameId);
      expect((await status(player)).freeGamesLeft).toBe(5 - game);
    }
    const before = await walletOf(player.client, player.user.id, player.wallet.id);
    const request = gameRequest(player.wallet.id);
    expect((await player.client.post('/api/games/odds', request)).status).toBe(200);
    const sixth = await player.client.post(`/api/users/${player.user.id}/games`, request);
    expect(sixth.status).toBe(422);
    expect(sixth.body.error).toEqual({ code: 'DAILY_GAME_LIMIT', message: DAILY_GAME_LIMIT_MESSAGE });
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toEqual(before);
    expect(await status(player)).toMatchObject({ gamesToday: 5, freeGamesLeft: 0 });

    // The count is per UTC day: at midnight UTC the player has 5 again.
    const now = t.clock.now();
    t.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS));
    await signInAgain(player);
    expect(await status(player)).toMatchObject({ gamesToday: 0, freeGamesLeft: 5 });
    await createGame(player);
  });

  it('gives back the game of a voided (never started) game, and counts one waiting to start', async () => {
    const player = await fundedPlayer(t);
    const { gameId } = await createGame(player);
    expect((await status(player)).freeGamesLeft).toBe(4);
    t.clock.advance(DEFAULT_ROUND_TIMING.startWithinMs + 1_000);
    await runDueGames(t);
    expect((await loadGame(t, gameId)).status).toBe('voided');
    expect((await status(player)).freeGamesLeft).toBe(5);
  });

  it('buys Premium from a wallet: a subscription transfer to the house, shown in Transactions, a month long', async () => {
    const player = await fundedPlayer(t, 20);
    const totalBefore = await totalPlayerMoney(t.database.db);
    const bought = await subscribe(player);
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const now = t.clock.now();
    expect(bought.body.data).toMatchObject({
      plan: 'premium',
      dailyGameLimit: null,
      freeGamesLeft: null,
      marginPercent: 5,
      subscription: {
        walletId: player.wallet.id,
        price: { value: 9.99, currency: 'USD' },
        currentPeriodStart: now.toISOString(),
        cancelAtPeriodEnd: false,
      },
    });
    const end = new Date(bought.body.data.subscription.currentPeriodEnd);
    expect(end.getUTCDate()).toBe(now.getUTCDate());
    expect((end.getUTCMonth() - now.getUTCMonth() + 12) % 12).toBe(1);
    expect(await balanceOf(player)).toBe(10.01);
    expect(await transactionsOf(player)).toContainEqual(
      expect.objectContaining({
        transactionType: 'subscription',
        status: 'completed',
        amount: { value: 9.99, currency: 'USD' },
      }),
    );
    // The money went to the house: players hold 9.99 less, and the ledger balances (afterAll audits it).
    expect(BigInt(await totalPlayerMoney(t.database.db))).toBe(BigInt(totalBefore) - 999n);

    const again = await subscribe(player);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(ALREADY_PREMIUM_MESSAGE);
  });

  it('refuses a purchase the wallet cannot pay (422, nothing changes) and a wallet that is not the player’s (404)', async () => {
    const poor = await fundedPlayer(t, 5);
    const refused = await subscribe(poor);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({ code: 'BUSINESS_RULE', message: INSUFFICIENT_FUNDS_MESSAGE });
    expect(await balanceOf(poor)).toBe(5);
    expect(await status(poor)).toMatchObject({ plan: 'free', subscription: null });
    expect((await transactionsOf(poor)).filter((row) => row.transactionType === 'subscription')).toEqual([]);

    const other = await fundedPlayer(t);
    const foreign = await subscribe(poor, other.wallet.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
    expect((await poor.client.post(`/api/users/${poor.user.id}/subscription`, {})).status).toBe(400);
  });

  it('charges the price shown, fair at the current rates, in the wallet’s currency', async () => {
    const player = await fundedPlayer(t, 30, 'EUR');
    const bought = await subscribe(player);
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(bought.body.data.subscription.price).toEqual({ value: 9.33, currency: 'EUR' });
    expect(await balanceOf(player)).toBe(20.67);
    const naira = await fundedPlayer(t, 20_000, 'NGN');
    const inNaira = await subscribe(naira);
    expect(inNaira.status, JSON.stringify(inNaira.body)).toBe(201);
    expect(inNaira.body.data.subscription.price).toEqual({ value: 15484.5, currency: 'NGN' });
  });

  it('prices Premium odds at the lower margin, in the quote and at creation, which never trusts an older quote', async () => {
    const player = await fundedPlayer(t, 40);
    const request = gameRequest(player.wallet.id);
    // p = 0.75, N = 5, pass mark 4: P(win) = 0.6328125. Free: 0.92 / P = 1.4538 → 1.45; Premium: 0.95 / P → 1.50.
    const freeQuote = await player.client.post('/api/games/odds', request);
    expect(freeQuote.body.data.odds).toBe(1.45);
    expect((await subscribe(player)).status).toBe(201);
    // The Free quote is still live, but creation prices at the plan the player has now.
    const stale = await player.client.post(`/api/users/${player.user.id}/games`, request);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ message: ODDS_CHANGED_MESSAGE, fields: { odds: '1.50' } });
    const premiumQuote = await player.client.post('/api/games/odds', request);
    expect(premiumQuote.body.data).toMatchObject({ odds: 1.5, potentialPayout: { value: 3, currency: 'USD' } });
    const created = await player.client.post(`/api/users/${player.user.id}/games`, request);
    expect(created.status).toBe(201);
    expect((await loadGame(t, created.body.data.gameId)).oddsHundredths).toBe(150);
  });

  it('lets Premium play more than 5 games a day', async () => {
    const player = await fundedPlayer(t, 40);
    expect((await subscribe(player)).status).toBe(201);
    for (let game = 1; game <= 6; game += 1) {
      await startGame(t, (await createGame(player, { stake: { value: 1, currency: 'USD' } })).gameId);
    }
    expect(await status(player)).toMatchObject({ plan: 'premium', gamesToday: 6, freeGamesLeft: null });
  });

  it('answers 403 to another player', async () => {
    const owner = await playerWithWallet(t);
    const other = await fundedPlayer(t);
    expect((await other.client.get(`/api/users/${owner.user.id}/subscription`)).status).toBe(403);
    expect(
      (await other.client.post(`/api/users/${owner.user.id}/subscription`, { walletId: owner.wallet.id })).status,
    ).toBe(403);
    expect((await other.client.delete(`/api/users/${owner.user.id}/subscription`)).status).toBe(403);
  });
});

// Each test moves the clock by months: its own app, so no other player's subscription renews meanwhile.
describe('Plans over time: renewal, failed renewal and cancellation with an injected clock', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startGameTestApp({ buildOptions: { plans: { renewalIntervalMs: 0 } } });
  });
  afterEach(async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });
  const { status, subscribe, transactionsOf, balanceOf } = helpers();

  it('renews monthly from the wallet, once, however often the job runs', async () => {
    const player = await fundedPlayer(t, 30);
    const first = (await subscribe(player)).body.data.subscription;
    await t.app.plans.renewDueSubscriptions();
    expect(await balanceOf(player)).toBe(20.01);

    t.clock.set(new Date(first.currentPeriodEnd));
    const [one, two] = await Promise.all([t.app.plans.renewDueSubscriptions(), t.app.plans.renewDueSubscriptions()]);
    expect(one.renewed + two.renewed).toBeGreaterThanOrEqual(1);
    await t.app.plans.renewDueSubscriptions();
    expect(await balanceOf(player)).toBe(10.02);
    const renewed = await status(player);
    expect(renewed.plan).toBe('premium');
    expect(renewed.subscription.currentPeriodStart).toBe(first.currentPeriodEnd);
    expect(new Date(renewed.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(
      new Date(first.currentPeriodEnd).getTime() + 27 * DAY_MS,
    );
    expect((await transactionsOf(player)).filter((row) => row.transactionType === 'subscription')).toHaveLength(2);
  });

  it('catches up a subscription nobody renewed for two months, one paid month at a time, then buys again after cancelling', async () => {
    const player = await fundedPlayer(t, 40);
    const first = (await subscribe(player)).body.data.subscription;
    t.clock.set(new Date(new Date(first.currentPeriodEnd).getTime() + 40 * DAY_MS));
    expect(await t.app.plans.renewDueSubscriptions()).toMatchObject({ renewed: 2, failed: 0 });
    expect(await balanceOf(player)).toBe(10.03);
    const caughtUp = await status(player);
    expect(new Date(caughtUp.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(t.clock.now().getTime());

    // Cancelled and over: the player may buy again (from the same wallet), and pays the new first month.
    await player.client.delete(`/api/users/${player.user.id}/subscription`);
    t.clock.set(new Date(caughtUp.subscription.currentPeriodEnd));
    expect((await status(player)).plan).toBe('free');
    const again = await subscribe(player);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(await balanceOf(player)).toBe(0.04);
    expect(await t.app.plans.renewDueSubscriptions()).toEqual({ renewed: 0, ended: 0, failed: 0 });
  });

  it('downgrades to Free with an email and a notice when a renewal cannot be paid', async () => {
    const player = await fundedPlayer(t, 15);
    const first = (await subscribe(player)).body.data.subscription;
    t.clock.set(new Date(first.currentPeriodEnd));
    expect(await t.app.plans.renewDueSubscriptions()).toMatchObject({ failed: 1 });
    expect(await balanceOf(player)).toBe(5.01);
    const after = await status(player);
    expect(after).toMatchObject({
      plan: 'free',
      subscription: null,
      freeGamesLeft: 5,
      marginPercent: 8,
      notice: { kind: 'renewalFailed', message: RENEWAL_FAILED_MESSAGE, endedAt: t.clock.now().toISOString() },
    });
    const outbox = await t.client().get(`/api/dev/outbox?to=${encodeURIComponent(player.user.email)}`);
    expect(outbox.body.data).toContainEqual(
      expect.objectContaining({ subject: RENEWAL_FAILED_SUBJECT, text: RENEWAL_FAILED_MESSAGE }),
    );
    // Nothing more happens on later runs, and the player may buy Premium again once they can pay.
    expect(await t.app.plans.renewDueSubscriptions()).toEqual({ renewed: 0, ended: 0, failed: 0 });
    expect((await transactionsOf(player)).filter((row) => row.transactionType === 'subscription')).toHaveLength(1);
  });

  it('cancels at period end: Premium until then, no charge after, and cancelling without Premium is 404', async () => {
    const player = await fundedPlayer(t, 30);
    const first = (await subscribe(player)).body.data.subscription;
    const cancelled = await player.client.delete(`/api/users/${player.user.id}/subscription`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ plan: 'premium', subscription: { cancelAtPeriodEnd: true } });
    expect((await player.client.delete(`/api/users/${player.user.id}/subscription`)).status).toBe(200);

    t.clock.set(new Date(new Date(first.currentPeriodEnd).getTime() - 1_000));
    expect((await status(player)).plan).toBe('premium');
    t.clock.advance(1_000);
    // Free from the period's end, even before the job has run.
    expect((await status(player)).plan).toBe('free');
    expect(await t.app.plans.renewDueSubscriptions()).toMatchObject({ ended: 1, renewed: 0 });
    expect(await balanceOf(player)).toBe(20.01);
    expect((await status(player)).notice).toBeNull();

    const none = await player.client.delete(`/api/users/${player.user.id}/subscription`);
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe(NOT_PREMIUM_MESSAGE);
  });
});
