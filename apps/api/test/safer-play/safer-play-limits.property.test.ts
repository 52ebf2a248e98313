// Property: whatever sequence of fundings (started, declined), games (staked, won) and clock moves a player
// makes, the server accepts exactly what keeps every deposit and loss limit unpassed, in every period. A
// model written here, independently of the server's SQL, predicts each answer; the server must agree.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleGameStake } from '../../src/domain/wallets/settle-game-stake.ts';
import { fundedPlayer, gameRequest, seedClips, startGame, startGameTestApp } from '../game/game-test-kit.ts';
import { pressCheckoutButton } from '../helpers/money.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { expectOk, fund, HOUR_MS, saferPlayOf, signInAgain } from './safer-play-kit.ts';

const DAY_MS = 24 * HOUR_MS;
type Period = 'day' | 'week' | 'month';
type Kind = 'deposit' | 'loss';

/** The model's own period start (UTC calendar), written differently from the server's. */
function periodStart(period: Period, time: number): number {
  const date = new Date(time);
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  if (period === 'day') return midnight;
  if (period === 'month') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const weekday = date.getUTCDay() === 0 ? 7 : date.getUTCDay(); // Monday 1 … Sunday 7
  return midnight - (weekday - 1) * DAY_MS;
}

type Op =
  | { type: 'fund'; cents: number }
  | { type: 'decline' }
  | { type: 'stake'; tenths: number }
  | { type: 'win' }
  | { type: 'wait'; hours: number };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant('fund' as const), cents: fc.integer({ min: 1, max: 4_000 }) }),
  fc.record({ type: fc.constant('decline' as const) }),
  fc.record({ type: fc.constant('stake' as const), tenths: fc.integer({ min: 10, max: 100 }) }),
  fc.record({ type: fc.constant('win' as const) }),
  fc.record({ type: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 60 }) }),
);

const limitArbitrary = fc.record({
  kind: fc.constantFrom<Kind>('deposit', 'loss'),
  period: fc.constantFrom<Period>('day', 'week', 'month'),
  cents: fc.integer({ min: 100, max: 6_000 }),
});

describe('limits are never passed (property)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 300, misses: 300 });
  });
  afterAll(() => t.close());

  it('any sequence of fundings, games and waits stays within every limit, refusing exactly what would pass one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('2030-01-15T12:00:00.000Z', '2030-01-20T21:00:00.000Z', '2030-01-31T18:00:00.000Z'),
        fc.uniqueArray(limitArbitrary, { minLength: 1, maxLength: 4, selector: (l) => `${l.kind}:${l.period}` }),
        fc.array(opArbitrary, { minLength: 1, maxLength: 10 }),
        async (start, limits, ops) => {
          // Funded 40 days before: that deposit lies outside every period the sequence sees.
          t.clock.set(new Date(new Date(start).getTime() - 40 * DAY_MS));
          const player = await fundedPlayer(t, 300);
          t.clock.set(new Date(start));
          await signInAgain(player);
          const safer = saferPlayOf(player);
          for (const limit of limits) await expectOk(await safer.setLimit(limit.kind, limit.period, limit.cents / 100));

          // The model: every accepted movement in cents with its time; a declined funding stops counting.
          const deposits: Array<{ cents: number; at: number; link: string; declined: boolean }> = [];
          const stakes: Array<{ cents: number; at: number; gameId: string; won: boolean }> = [];
          const winnings: Array<{ cents: number; at: number }> = [];
          const used = (kind: Kind, period: Period, now: number) => {
            const from = periodStart(period, now);
            if (kind === 'deposit') {
              // A checkout left unpaid stops counting when it expires (after an hour).
              const counts = (d: (typeof deposits)[number]) => !d.declined && d.at >= from && now < d.at + HOUR_MS;
              return deposits.filter(counts).reduce((sum, d) => sum + d.cents, 0);
            }
            const staked = stakes.filter((s) => s.at >= from).reduce((sum, s) => sum + s.cents, 0);
            return staked - winnings.filter((w) => w.at >= from).reduce((sum, w) => sum + w.cents, 0);
          };
          const allowed = (kind: Kind, cents: number, now: number) =>
            limits.every((l) => l.kind !== kind || used(kind, l.period, now) + cents <= l.cents);

          for (const op of ops) {
            const now = t.clock.now().getTime();
            if (op.type === 'wait') {
              t.clock.advance(op.hours * HOUR_MS);
              await signInAgain(player);
            } else if (op.type === 'fund') {
              const response = await fund(player, op.cents / 100);
              expect(response.status, JSON.stringify(response.body)).toBe(
                allowed('deposit', op.cents, now) ? 201 : 422,
              );
              if (response.status === 201) {
                deposits.push({ cents: op.cents, at: now, link: response.body.data.paymentLink, declined: false });
              }
            } else if (op.type === 'decline') {
              const open = deposits.find((d) => !d.declined && now < d.at + HOUR_MS);
              if (!open) continue;
              expect((await pressCheckoutButton(t, open.link, 'decline')).status).toBeLessThan(400);
              open.declined = true;
            } else if (op.type === 'stake') {
              const request = gameRequest(player.wallet.id, { stake: { value: op.tenths / 10, currency: 'USD' } });
              expect((await player.client.post('/api/games/odds', request)).status).toBe(200);
              const response = await player.client.post(`/api/users/${player.user.id}/games`, request);
              expect(response.status, JSON.stringify(response.body)).toBe(
                allowed('loss', op.tenths * 10, now) ? 201 : 422,
              );
              if (response.status === 201) {
                // Started at once: a player holds one game waiting to start at most.
                await startGame(t, response.body.data.gameId);
                stakes.push({ cents: op.tenths * 10, at: now, gameId: response.body.data.gameId, won: false });
              }
            } else {
              const game = stakes.find((s) => !s.won);
              if (!game) continue;
              game.won = true;
              const cents = game.cents * 2;
              await settleGameStake({
                db: t.database.db,
                clock: t.clock,
                currency: 'USD',
                userId: player.user.id,
                gameId: game.gameId,
                payout: BigInt(cents),
                won: true,
                answered: 5,
                correct: 5,
                endedAt: t.clock.now(),
              });
              winnings.push({ cents, at: now });
            }
            // After every step, what the server counts agrees with the model and stays within each limit.
            const state = (await safer.get()).body.data;
            for (const limit of limits) {
              const shown = state.limits.find(
                (l: { kind: Kind; period: Period }) => l.kind === limit.kind && l.period === limit.period,
              );
              const modelUsed = Math.max(0, used(limit.kind, limit.period, t.clock.now().getTime()));
              expect(Math.round(shown.used.value * 100)).toBe(modelUsed);
              expect(modelUsed).toBeLessThanOrEqual(limit.cents);
            }
          }
        },
      ),
      { numRuns: 15, seed: 13, endOnFailure: true },
    );
  }, 240_000);
});
