import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeGameStake } from '../src/domain/wallets/place-game-stake.ts';
import { releaseGameStake, settleGameStake } from '../src/domain/wallets/settle-game-stake.ts';
import { auditLedger } from './helpers/ledger-audit.ts';
import { checkoutIdOf, playerWithWallet, startFunding, walletOf } from './helpers/money.ts';
import { postSandboxWebhook, sandboxEventBody } from './helpers/sandbox-webhook.ts';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

describe('GET /users/:userId/transactions with game money', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ buildOptions: { payments: { sweepIntervalMs: 0 } } });
  });
  afterAll(() => t.close());

  it('shows fundings, stakes (pending → completed or cancelled) and winnings, newest first', async () => {
    const { client, user, wallet } = await playerWithWallet(t);
    const funding = await startFunding(client, user.id, wallet.id, 20);
    await postSandboxWebhook(
      t,
      sandboxEventBody({
        type: 'checkout.paid',
        checkoutId: checkoutIdOf(funding.paymentLink),
        amount: '2000',
        currency: 'USD',
      }),
    );
    const [gameWon, gameVoided] = [randomUUID(), randomUUID()];
    const base = { db: t.database.db, clock: t.clock, userId: user.id, walletId: wallet.id };
    t.clock.advance(1_000);
    await placeGameStake({ ...base, gameId: gameWon, amount: 500n });
    t.clock.advance(1_000);
    await placeGameStake({ ...base, gameId: gameVoided, amount: 300n });
    expect(await walletOf(client, user.id, wallet.id)).toMatchObject({
      balance: { value: 20 },
      available: { value: 12 },
    });

    t.clock.advance(1_000);
    const won = {
      db: t.database.db,
      clock: t.clock,
      currency: 'USD',
      userId: user.id,
      gameId: gameWon,
      payout: 1_250n,
      won: true,
      answered: 5,
      correct: 5,
      endedAt: t.clock.now(),
    } as const;
    const { winningsId } = await settleGameStake(won);
    await releaseGameStake({ db: t.database.db, clock: t.clock, userId: user.id, gameId: gameVoided });
    // Retries are harmless: the second settlement pays nothing more and answers the first one's winnings.
    expect(await settleGameStake(won)).toEqual({ winningsId });
    await expect(settleGameStake({ ...won, gameId: gameVoided })).rejects.toThrow('This stake is already cancelled');

    const list = (await client.get(`/api/users/${user.id}/transactions`)).body.data as Array<Record<string, unknown>>;
    expect(
      list.map((item) => [item.transactionType, item.status, (item.amount as { value: number }).value, item.direction]),
    ).toEqual([
      ['winnings', 'completed', 12.5, 'in'],
      ['gameStake', 'cancelled', 3, 'out'],
      ['gameStake', 'completed', 5, 'out'],
      ['funding', 'completed', 20, 'in'],
    ]);
    expect(list.every((item) => item.paymentLink === undefined)).toBe(true);
    // 20 − 5 (stake lost to the house) + 12.50 (winnings from the house); the voided stake came back.
    expect(await walletOf(client, user.id, wallet.id)).toMatchObject({
      balance: { value: 27.5 },
      available: { value: 27.5 },
    });
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('refuses a stake the available balance does not cover (422) and records nothing', async () => {
    const { client, user, wallet } = await playerWithWallet(t);
    await expect(
      placeGameStake({
        db: t.database.db,
        clock: t.clock,
        userId: user.id,
        walletId: wallet.id,
        gameId: 'broke',
        amount: 1n,
      }),
    ).rejects.toThrow('Insufficient balance in selected wallet');
    expect((await client.get(`/api/users/${user.id}/transactions`)).body.data).toEqual([]);
  });
});
