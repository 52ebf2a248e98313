import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import {
  createGame,
  fundedPlayer,
  gameRequest,
  seedClips,
  startGame,
  startGameTestApp,
} from '../game/game-test-kit.ts';
import { registerAccount } from '../helpers/accounts.ts';
import { newIdempotencyKey, pressCheckoutButton } from '../helpers/money.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { expectOk, fund, HOUR_MS, saferPlayOf, signInAgain, type SaferPlayer } from './safer-play-kit.ts';

const BANK = { accountHolderName: 'Ada Lovelace', accountNumber: '0123456789' };

describe('safer play', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 60, misses: 60 });
  });
  afterAll(() => t.close());

  // Each test starts on a fresh player at 12:00 UTC on a Tuesday (2030-01-15), so no period edge interferes.
  const freshPlayer = async (value = 50) => {
    t.clock.set(new Date('2030-01-15T12:00:00.000Z'));
    return fundedPlayer(t, value);
  };
  /** Stakes a game and starts it (a player holds one game waiting to start at most), its stake held till it ends. */
  const stake = async (player: SaferPlayer, value = 2) => {
    const request = gameRequest(player.wallet.id, { stake: { value, currency: 'USD' } });
    const quoted = await player.client.post('/api/games/odds', request);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const created = await player.client.post(`/api/users/${player.user.id}/games`, request);
    if (created.status === 201) await startGame(t, created.body.data.gameId);
    return created;
  };
  /** Moves the test clock and signs the player in again at that time. */
  const at = async (player: SaferPlayer, time: Date | number) => {
    t.clock.set(typeof time === 'number' ? new Date(t.clock.now().getTime() + time) : time);
    await signInAgain(player);
  };
  const withdraw = (player: SaferPlayer, value: number) =>
    player.client.post(`/api/users/${player.user.id}/withdrawals`, {
      idempotencyKey: newIdempotencyKey(),
      walletId: player.wallet.id,
      amount: { value, currency: 'USD' },
      destination: BANK,
    });

  describe('age', () => {
    it('refuses a sign-up under 18 with a clear message, and accepts one 18 today', async () => {
      t.clock.set(new Date('2030-01-15T12:00:00.000Z'));
      const young = await t.client().post('/api/register', {
        firstName: 'Kid',
        lastName: 'Player',
        username: 'kid_player',
        email: 'kid@example.com',
        password: 'Correct1Horse',
        dateOfBirth: '2012-01-16',
      });
      expect(young.status).toBe(422);
      expect(young.body.error).toEqual({
        code: 'UNDERAGE',
        message: 'You must be 18 or older to play Goal or Miss',
        fields: { dateOfBirth: 'You must be 18 or older to play Goal or Miss' },
      });
      const [kid] = await t.database.db.select().from(users).where(eq(users.email, 'kid@example.com'));
      expect(kid).toBeUndefined();
      await registerAccount(t.client(), { dateOfBirth: '2012-01-15' });
    });

    it('refuses a sign-up without a date of birth or with an impossible one', async () => {
      for (const dateOfBirth of [undefined, '2001-02-29', '15/01/1990', '1850-01-01']) {
        const response = await t.client().post('/api/register', {
          firstName: 'Ada',
          lastName: 'Lovelace',
          username: 'no_birthday',
          email: 'no.birthday@example.com',
          password: 'Correct1Horse',
          dateOfBirth,
        });
        expect(response.status).toBe(400);
        expect(response.body.error.fields).toHaveProperty('dateOfBirth');
      }
    });

    it('asks an account without a date of birth for it before a stake, a funding or a withdrawal', async () => {
      const player = await freshPlayer(50);
      await t.database.db.update(users).set({ dateOfBirth: null }).where(eq(users.id, player.user.id));
      const refused = [await stake(player), await fund(player, 5), await withdraw(player, 10)];
      for (const response of refused) {
        expect(response.status).toBe(422);
        expect(response.body.error.code).toBe('DATE_OF_BIRTH_REQUIRED');
      }
      expect((await saferPlayOf(player).get()).body.data.dateOfBirthRequired).toBe(true);

      const underage = await saferPlayOf(player).setDateOfBirth('2015-06-01');
      expect(underage.status).toBe(422);
      expect(underage.body.error.code).toBe('UNDERAGE');
      const given = await saferPlayOf(player).setDateOfBirth('1991-06-01');
      await expectOk(given);
      expect(given.body.data.dateOfBirthRequired).toBe(false);
      expect((await saferPlayOf(player).setDateOfBirth('1992-06-01')).status).toBe(409);
      await expectOk(await stake(player), 201);
      await expectOk(await fund(player, 5), 201);
      await expectOk(await withdraw(player, 10), 201);
    });
  });

  describe('deposit limits', () => {
    it.each([
      ['day', 'Daily deposit limit of USD 50.00 reached; it resets at 00:00 UTC.'],
      ['week', 'Weekly deposit limit of USD 50.00 reached; it resets on Monday 2030-01-21 at 00:00 UTC.'],
      ['month', 'Monthly deposit limit of USD 50.00 reached; it resets on 2030-02-01 at 00:00 UTC.'],
    ] as const)('a %s limit allows fundings up to it exactly, and refuses one more cent', async (period, message) => {
      const player = await freshPlayer(20);
      await expectOk(await saferPlayOf(player).setLimit('deposit', period, 50));
      // 20 already funded (and completed) counts: 30 more reaches the limit exactly.
      await expectOk(await fund(player, 30), 201);
      const over = await fund(player, 0.01);
      expect(over.status).toBe(422);
      expect(over.body.error).toEqual({ code: 'SAFER_PLAY_LIMIT', message });
      const state = (await saferPlayOf(player).get()).body.data;
      expect(state.limits).toEqual([
        expect.objectContaining({
          kind: 'deposit',
          period,
          amount: { value: 50, currency: 'USD' },
          used: { value: 50, currency: 'USD' },
          pending: null,
        }),
      ]);
    });

    it('counts started checkouts until they fail or expire, not a retry, and resets with the period', async () => {
      const player = await freshPlayer(10);
      await expectOk(await saferPlayOf(player).setLimit('deposit', 'day', 30));
      const started = await fund(player, 20);
      await expectOk(started, 201);
      expect((await fund(player, 1)).status).toBe(422); // 10 paid + 20 started
      expect((await pressCheckoutButton(t, started.body.data.paymentLink, 'decline')).status).toBeLessThan(400);
      const key = newIdempotencyKey();
      await expectOk(await fund(player, 20, key), 201); // the declined one no longer counts
      expect((await fund(player, 0.01)).status).toBe(422);
      await expectOk(await fund(player, 20, key), 200); // a retry of a funding already started is no new deposit
      // Unpaid, its checkout expires after an hour and it stops counting.
      await at(player, HOUR_MS);
      await expectOk(await fund(player, 20), 201);
      await at(player, new Date('2030-01-15T23:59:59.999Z'));
      await expectOk(await fund(player, 20), 201); // the one from an hour ago expired too
      expect((await fund(player, 0.01)).status).toBe(422);
      await at(player, new Date('2030-01-16T00:00:00.000Z'));
      await expectOk(await fund(player, 30), 201);
    });

    it('limits are per currency', async () => {
      const player = await freshPlayer(10);
      await expectOk(await saferPlayOf(player).setLimit('deposit', 'day', 5, 'EUR'));
      await expectOk(await fund(player, 30), 201);
    });
  });

  describe('loss limits', () => {
    it.each(['day', 'week', 'month'] as const)(
      'a %s limit refuses a stake that, lost, would pass it',
      async (period) => {
        const player = await freshPlayer(50);
        await expectOk(await saferPlayOf(player).setLimit('loss', period, 5));
        await expectOk(await stake(player, 2), 201);
        await expectOk(await stake(player, 3), 201); // 5: exactly the limit
        const over = await stake(player, 1);
        expect(over.status).toBe(422);
        expect(over.body.error.code).toBe('SAFER_PLAY_LIMIT');
        expect(over.body.error.message).toMatch(new RegExp(`^\\w+ loss limit of USD 5.00 reached; it resets`));
        expect((await saferPlayOf(player).get()).body.data.limits[0].used).toEqual({ value: 5, currency: 'USD' });
      },
    );

    it('counts winnings against stakes', async () => {
      const player = await freshPlayer(50);
      await expectOk(await saferPlayOf(player).setLimit('loss', 'day', 4));
      const { gameId } = await createGame(player, { stake: { value: 4, currency: 'USD' } });
      await startGame(t, gameId);
      expect((await stake(player, 1)).status).toBe(422);
      const { settleGameStake } = await import('../../src/domain/wallets/settle-game-stake.ts');
      await settleGameStake({
        db: t.database.db,
        clock: t.clock,
        currency: 'USD',
        userId: player.user.id,
        gameId,
        payout: 300n,
        won: true,
        answered: 5,
        correct: 5,
        endedAt: t.clock.now(),
      });
      // Stakes 4, winnings 3: a loss of 1, so 3 more may be staked.
      await expectOk(await stake(player, 3), 201);
      expect((await stake(player, 1)).status).toBe(422);
    });
  });

  describe('changing a limit', () => {
    it('lowers at once, raises and removes only after 24 hours, and shows the pending change', async () => {
      const player = await freshPlayer(10);
      const safer = saferPlayOf(player);
      await expectOk(await safer.setLimit('deposit', 'week', 40));
      await expectOk(await safer.setLimit('deposit', 'week', 20));
      expect((await fund(player, 10.01)).status).toBe(422); // 10 + 10.01 > 20: the lowering applies at once

      const raised = await safer.setLimit('deposit', 'week', 100);
      await expectOk(raised);
      expect(raised.body.data.limits[0]).toMatchObject({
        amount: { value: 20 },
        pending: { amount: { value: 100 }, effectiveAt: '2030-01-16T12:00:00.000Z' },
      });
      await at(player, 24 * HOUR_MS - 1);
      expect((await fund(player, 10.01)).status).toBe(422);
      // Asking again for the same raise does not restart its 24 hours.
      await expectOk(await safer.setLimit('deposit', 'week', 100));
      await at(player, 1);
      // The raise is in force: 10 + 90 reaches it exactly.
      await expectOk(await fund(player, 90), 201);
      expect((await safer.get()).body.data.limits[0]).toMatchObject({ amount: { value: 100 }, pending: null });

      await expectOk(await safer.setLimit('deposit', 'week', null));
      expect((await safer.get()).body.data.limits[0]).toMatchObject({
        amount: { value: 100 },
        pending: { amount: null },
      });
      expect((await fund(player, 10.01)).status).toBe(422);
      await at(player, 24 * HOUR_MS);
      await expectOk(await fund(player, 500), 201);
      expect((await safer.get()).body.data.limits).toEqual([]);
    });

    it('a lowering cancels a waiting raise', async () => {
      const player = await freshPlayer(10);
      const safer = saferPlayOf(player);
      await expectOk(await safer.setLimit('loss', 'week', 10));
      await expectOk(await safer.setLimit('loss', 'week', 50));
      const lowered = await safer.setLimit('loss', 'week', 8);
      expect(lowered.body.data.limits[0]).toMatchObject({ amount: { value: 8 }, pending: null });
    });
  });

  describe('time-out and self-exclusion', () => {
    it.each([
      ['time-out', '24h', 24 * HOUR_MS],
      ['self-exclusion', '6m', 181 * 24 * HOUR_MS],
    ] as const)('a %s blocks stakes and fundings, not withdrawals, until it ends', async (what, duration, length) => {
      const player = await freshPlayer(50);
      const safer = saferPlayOf(player);
      const taken = what === 'time-out' ? await safer.timeOut(duration) : await safer.selfExclude(duration);
      await expectOk(taken);
      const key = what === 'time-out' ? 'timeOut' : 'selfExclusion';
      const until = taken.body.data[key].until as string;
      expect(new Date(until).getTime() - t.clock.now().getTime()).toBe(length);

      for (const response of [await stake(player), await fund(player, 5)]) {
        expect(response.status).toBe(422);
        expect(response.body.error.code).toBe('SAFER_PLAY_BREAK');
        expect(response.body.error.message).toContain('Withdrawals still work');
      }
      expect((await safer.setLimit('deposit', 'day', 10)).status).toBe(422);
      expect((await safer.realityCheck(30)).status).toBe(422);
      expect((await safer.timeOut('24h')).status).toBe(422);
      await expectOk(await withdraw(player, 10), 201);

      await at(player, new Date(new Date(until).getTime() - 1));
      expect((await fund(player, 5)).status).toBe(422);
      await at(player, new Date(until));
      await expectOk(await fund(player, 5), 201);
      await expectOk(await stake(player), 201);
      expect((await safer.get()).body.data[key]).toBeNull();
    });

    it('a self-exclusion cannot be shortened; a time-out can be turned into one', async () => {
      const player = await freshPlayer(10);
      const safer = saferPlayOf(player);
      await expectOk(await safer.timeOut('7d'));
      await expectOk(await safer.selfExclude('1y'));
      expect((await safer.selfExclude('6m')).status).toBe(422);
      expect((await safer.timeOut('30d')).status).toBe(422);
      await expectOk(await safer.selfExclude('5y'));
      const state = (await safer.get()).body.data;
      expect(state.selfExclusion.until).toBe('2035-01-15T12:00:00.000Z');
    });
  });

  describe('reality check', () => {
    it('keeps the session time and net result on the server', async () => {
      const player = await freshPlayer(50);
      const safer = saferPlayOf(player);
      await expectOk(await safer.realityCheck(15));
      expect((await safer.get()).body.data.realityCheck).toEqual({ intervalMinutes: 15, session: null });
      await expectOk(await stake(player, 2), 201);
      t.clock.advance(5 * 60_000);
      await expectOk(await stake(player, 3), 201);
      expect((await safer.get()).body.data.realityCheck.session).toEqual({
        startedAt: '2030-01-15T12:00:00.000Z',
        netResult: [{ value: -5, currency: 'USD' }],
        nextCheckAt: '2030-01-15T12:15:00.000Z',
      });
      await at(player, 11 * 60_000);
      await expectOk(await safer.answer('continue'));
      expect((await safer.get()).body.data.realityCheck.session.nextCheckAt).toBe('2030-01-15T12:31:00.000Z');
      await expectOk(await safer.answer('stop'));
      expect((await safer.get()).body.data.realityCheck.session).toBeNull();
      expect((await safer.realityCheck(45)).status).toBe(400);
    });
  });
});
