import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeGameStake } from '../../src/domain/wallets/place-game-stake.ts';
import { auditLedger, totalPlayerMoney } from '../helpers/ledger-audit.ts';
import { fundedPlayer, newIdempotencyKey, walletOf } from '../helpers/money.ts';
import {
  payoutIdFor,
  postSandboxPayoutWebhook,
  pressPayoutButton,
  sandboxPayoutsPage,
} from '../helpers/sandbox-payouts.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

const BANK = { accountHolderName: 'Ada Lovelace', accountNumber: '0123456789' };

describe('withdrawals through the sandbox payout provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      buildOptions: {
        payments: { sweepIntervalMs: 0 },
        moneyOut: { webhookRetry: { attempts: 2, baseDelayMs: 10, timeoutMs: 2_000 } },
      },
    });
  });
  afterAll(() => t.close());

  type Player = Awaited<ReturnType<typeof fundedPlayer>>;
  const withdraw = (player: Player, value: number, overrides: object = {}) =>
    player.client.post(`/api/users/${player.user.id}/withdrawals`, {
      idempotencyKey: newIdempotencyKey(),
      walletId: player.wallet.id,
      amount: { value, currency: player.wallet.currency },
      destination: BANK,
      ...overrides,
    });
  const transactionsOf = async (player: Player) =>
    (await player.client.get(`/api/users/${player.user.id}/transactions`)).body.data as Array<{
      id: string;
      transactionType: string;
      status: string;
    }>;
  const statusOf = async (player: Player, id: string) =>
    (await transactionsOf(player)).find((transaction) => transaction.id === id)?.status;

  it('holds the amount at once, is processing at the provider, and completes on the payout page', async () => {
    const player = await fundedPlayer(t, 100);
    const response = await withdraw(player, 30);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toMatchObject({
      status: 'processing',
      payoutLink: 'http://gom.test/api/payments/sandbox/payouts',
    });
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      balance: { value: 100 },
      available: { value: 70 },
    });
    const { transactionId, reference } = response.body.data;
    expect(await statusOf(player, transactionId)).toBe('processing');

    const page = await sandboxPayoutsPage(player.client);
    expect(page).toContain(reference);
    expect(page).toContain('Ada Lovelace · •••• 6789');
    expect(page).not.toContain('0123456789');
    const pressed = await pressPayoutButton(player.client, await payoutIdFor(player.client, reference), 'complete');
    expect(pressed.status).toBe(303);

    expect(await statusOf(player, transactionId)).toBe('completed');
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      balance: { value: 70 },
      available: { value: 70 },
    });
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('a failed payout releases the hold', async () => {
    const player = await fundedPlayer(t, 50);
    const { transactionId, reference } = (await withdraw(player, 20)).body.data;
    await pressPayoutButton(player.client, await payoutIdFor(player.client, reference), 'fail');
    expect(await statusOf(player, transactionId)).toBe('failed');
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      balance: { value: 50 },
      available: { value: 50 },
    });
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('the player cancels a withdrawal not yet paid; the payout page can no longer pay it', async () => {
    const player = await fundedPlayer(t, 50);
    const { transactionId, reference } = (await withdraw(player, 20)).body.data;
    const payoutId = await payoutIdFor(player.client, reference);
    const cancel = () => player.client.post(`/api/users/${player.user.id}/withdrawals/${transactionId}/cancel`);
    const cancelled = await cancel();
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toEqual({ transactionId, status: 'cancelled' });
    expect((await cancel()).status).toBe(200);
    expect(await statusOf(player, transactionId)).toBe('cancelled');
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.available.value).toBe(50);

    await pressPayoutButton(player.client, payoutId, 'complete');
    expect(await statusOf(player, transactionId)).toBe('cancelled');
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(50);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('a completed withdrawal cannot be cancelled; someone else’s cannot be touched', async () => {
    const player = await fundedPlayer(t, 50);
    const other = await fundedPlayer(t, 50);
    const { transactionId, reference } = (await withdraw(player, 10)).body.data;
    const theirs = await other.client.post(`/api/users/${other.user.id}/withdrawals/${transactionId}/cancel`);
    expect(theirs.status).toBe(404);
    await pressPayoutButton(player.client, await payoutIdFor(player.client, reference), 'complete');
    const late = await player.client.post(`/api/users/${player.user.id}/withdrawals/${transactionId}/cancel`);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('This withdrawal is already completed');
    const foreignPath = await player.client.post(`/api/users/${other.user.id}/withdrawals/${transactionId}/cancel`);
    expect(foreignPath.status).toBe(403);
  });

  it('answers the same withdrawal for the same key and body, 409 for the same key with another body', async () => {
    const player = await fundedPlayer(t, 100);
    const body = {
      idempotencyKey: newIdempotencyKey(),
      walletId: player.wallet.id,
      amount: { value: 10, currency: 'USD' },
      destination: BANK,
    };
    const first = await player.client.post(`/api/users/${player.user.id}/withdrawals`, body);
    const second = await player.client.post(`/api/users/${player.user.id}/withdrawals`, body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const changed = await player.client.post(`/api/users/${player.user.id}/withdrawals`, {
      ...body,
      amount: { value: 11, currency: 'USD' },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.error.message).toBe('This idempotency key was already used for a different withdrawal');
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.available.value).toBe(90);
  });

  it('cannot take money a game holds', async () => {
    const player = await fundedPlayer(t, 20);
    await placeGameStake({
      db: t.database.db,
      clock: t.clock,
      userId: player.user.id,
      walletId: player.wallet.id,
      gameId: `g-${player.wallet.id}`,
      amount: 1_000n,
    });
    const response = await withdraw(player, 15);
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe('Insufficient balance in selected wallet');
    expect((await withdraw(player, 10)).status).toBe(201);
  });

  it('pays stablecoins to an address', async () => {
    const player = await fundedPlayer(t, 25, 'USDT');
    const address = `0x${'ab'.repeat(20)}`;
    const response = await withdraw(player, 12.345678, { destination: { address } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(await sandboxPayoutsPage(player.client)).toContain('0xab…abab');
  });

  describe('refuses bad input with a clear 4xx and changes nothing', () => {
    const cases: Array<[string, number, object, number, string]> = [
      ['below the minimum', 4.99, {}, 400, 'The minimum withdrawal is 5 USD'],
      ['zero', 0, {}, 400, 'Amount must be greater than 0'],
      ['more than is available', 100.01, {}, 422, 'Insufficient balance in selected wallet'],
      ['too many decimals', 10.001, {}, 400, 'USD amounts can have at most 2 decimal places'],
      [
        'no account holder',
        10,
        { destination: { accountNumber: '0123456789' } },
        400,
        'Please enter the account holder name',
      ],
      [
        'a bad account number',
        10,
        { destination: { ...BANK, accountNumber: '12ab' } },
        400,
        'Account number must be 6 to 20 digits',
      ],
      [
        'an address for a bank currency',
        10,
        { destination: { ...BANK, address: `0x${'1'.repeat(40)}` } },
        400,
        'USD is paid to a bank account, not an address',
      ],
      ['an unknown destination field', 10, { destination: { ...BANK, iban: 'x' } }, 400, 'Unknown field "iban"'],
      ['a wallet that is not there', 10, { walletId: 'nope' }, 404, 'Wallet not found'],
      [
        'another currency than the wallet',
        10,
        { amount: { value: 10, currency: 'EUR' } },
        400,
        'The amount is in EUR but this wallet holds USD',
      ],
    ];
    for (const [name, value, overrides, status, message] of cases) {
      it(name, async () => {
        const player = await fundedPlayer(t, 100);
        const before = await totalPlayerMoney(t.database.db);
        const response = await withdraw(player, value, overrides);
        expect(response.status, JSON.stringify(response.body)).toBe(status);
        expect(response.body.error.message).toBe(message);
        expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
          available: { value: 100 },
        });
        expect((await transactionsOf(player)).filter((row) => row.transactionType === 'withdrawal')).toEqual([]);
        expect(await totalPlayerMoney(t.database.db)).toBe(before);
      });
    }

    it('a stablecoin withdrawal without an address', async () => {
      const player = await fundedPlayer(t, 25, 'USDC');
      const response = await withdraw(player, 10, { destination: {} });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('Please enter the wallet address');
    });
  });

  it('refuses a payout webhook with a bad signature, or for another amount, and moves nothing', async () => {
    const player = await fundedPlayer(t, 50);
    const { transactionId, reference } = (await withdraw(player, 10)).body.data;
    const payoutId = await payoutIdFor(player.client, reference);
    const body = (amount: string) =>
      JSON.stringify({
        id: `evt_${payoutId}`,
        type: 'payout.paid',
        data: { payoutId, merchantReference: transactionId, amount, currency: 'USD' },
      });
    const forged = await postSandboxPayoutWebhook(
      t,
      body('1000'),
      `t=${Math.floor(t.clock.now().getTime() / 1000)},v1=${'0'.repeat(64)}`,
    );
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('INVALID_SIGNATURE');
    const mismatched = await postSandboxPayoutWebhook(t, body('999'));
    expect(mismatched.status).toBe(400);
    expect(await statusOf(player, transactionId)).toBe('processing');
    const genuine = await postSandboxPayoutWebhook(t, body('1000'));
    expect(genuine.body.data.outcome).toBe('paid');
    expect((await postSandboxPayoutWebhook(t, body('1000'))).body.data.outcome).toBe('unchanged');
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(40);
  });

  it('the payout page’s buttons refuse a post from another site', async () => {
    const player = await fundedPlayer(t, 50);
    const { reference } = (await withdraw(player, 10)).body.data;
    const response = await pressPayoutButton(
      player.client,
      await payoutIdFor(player.client, reference),
      'complete',
      'https://evil.example',
    );
    expect(response.status).toBe(403);
  });
});

describe('withdrawals when the provider does not answer', () => {
  let t: TestApp;
  let failing = true;
  beforeAll(async () => {
    t = await startTestApp({
      buildOptions: {
        payments: { sweepIntervalMs: 0 },
        moneyOut: {
          payoutProvider: {
            name: 'sandbox',
            supportsCurrency: () => true,
            destinationProblems: () => ({}),
            createPayout: async (request) => {
              if (failing) throw new Error('provider down');
              return { payoutId: `po_${request.transactionId}` };
            },
            cancelPayout: async () => true,
            parseWebhook: () => ({ type: 'ignored', reason: 'test' }),
          },
        },
      },
    });
  });
  afterAll(() => t.close());

  it('keeps the withdrawal pending with its hold; the same key asks again; it can be cancelled', async () => {
    const player = await fundedPlayer(t, 50);
    const body = {
      idempotencyKey: newIdempotencyKey(),
      walletId: player.wallet.id,
      amount: { value: 10, currency: 'USD' },
      destination: BANK,
    };
    const refused = await player.client.post(`/api/users/${player.user.id}/withdrawals`, body);
    expect(refused.status).toBe(502);
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.available.value).toBe(40);
    failing = false;
    const retried = await player.client.post(`/api/users/${player.user.id}/withdrawals`, body);
    expect(retried.status).toBe(200);
    expect(retried.body.data.status).toBe('processing');

    const other = await player.client.post(`/api/users/${player.user.id}/withdrawals`, {
      ...body,
      idempotencyKey: newIdempotencyKey(),
    });
    const cancelled = await player.client.post(
      `/api/users/${player.user.id}/withdrawals/${other.body.data.transactionId}/cancel`,
    );
    expect(cancelled.status).toBe(200);
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.available.value).toBe(40);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
