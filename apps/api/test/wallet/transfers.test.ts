import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn } from '../helpers/accounts.ts';
import { auditLedger, totalPlayerMoney } from '../helpers/ledger-audit.ts';
import { addWallet, fundedPlayer, newIdempotencyKey, walletOf } from '../helpers/money.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

// USDT has no rate in this table, so a pair with it has none either.
const RATES = 'EUR=0.92,GBP=0.79,NGN=1550,USDC=1';
const RATES_AS_OF = '2026-11-20T12:00:00.000Z';

describe('transfers between a player’s own wallets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { FX_RATES: RATES, FX_RATES_AS_OF: RATES_AS_OF, FX_SPREAD_PERCENT: '1.5' },
      buildOptions: { payments: { sweepIntervalMs: 0 } },
    });
  });
  afterAll(() => t.close());

  async function usdAndNgn(value = 100) {
    const player = await fundedPlayer(t, value);
    const ngn = await addWallet(player.client, player.user.id, 'NGN');
    return { ...player, usd: player.wallet, ngn };
  }

  async function quote(player: Awaited<ReturnType<typeof usdAndNgn>>, value: number, overrides: object = {}) {
    return player.client.post(`/api/users/${player.user.id}/transfers/quote`, {
      fromWalletId: player.usd.id,
      toWalletId: player.ngn.id,
      amount: { value, currency: 'USD' },
      ...overrides,
    });
  }

  it('quotes the rate, the fee and what arrives, held for 30 seconds', async () => {
    const player = await usdAndNgn();
    const response = await quote(player, 100);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toEqual({
      quoteId: expect.any(String),
      rate: 1550,
      amount: { value: 100, currency: 'USD' },
      fee: { value: 1.5, currency: 'USD' },
      // (100 − 1.50) × 1550
      receive: { value: 152675, currency: 'NGN' },
      expiresAt: new Date(t.clock.now().getTime() + 30_000).toISOString(),
      ratesAsOf: RATES_AS_OF,
    });
    // A quote moves no money.
    expect(await walletOf(player.client, player.user.id, player.usd.id)).toMatchObject({ available: { value: 100 } });
  });

  it('executes a quote once: both sides in Transactions as transfer, out of one and into the other, the fee on the source side', async () => {
    const player = await usdAndNgn();
    const { quoteId } = (await quote(player, 40)).body.data;
    const body = { quoteId, idempotencyKey: newIdempotencyKey() };
    const first = await player.client.post(`/api/users/${player.user.id}/transfers`, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      amount: { value: 40, currency: 'USD' },
      fee: { value: 0.6, currency: 'USD' },
      receive: { value: 61070, currency: 'NGN' },
      rate: 1550,
    });
    const again = await player.client.post(`/api/users/${player.user.id}/transfers`, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    expect((await walletOf(player.client, player.user.id, player.usd.id))?.balance.value).toBe(60);
    expect((await walletOf(player.client, player.user.id, player.ngn.id))?.balance.value).toBe(61070);
    const transactions = (await player.client.get(`/api/users/${player.user.id}/transactions`)).body.data;
    const transfers = transactions.filter((row: { transactionType: string }) => row.transactionType === 'transfer');
    expect(transfers).toHaveLength(2);
    expect(transfers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: first.body.data.transactionId,
          status: 'completed',
          amount: { value: 40, currency: 'USD' },
          direction: 'out',
          feeAmount: { value: 0.6, currency: 'USD' },
        }),
        expect.objectContaining({
          id: first.body.data.receiveTransactionId,
          status: 'completed',
          amount: { value: 61070, currency: 'NGN' },
          direction: 'in',
        }),
      ]),
    );
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('answers 409 for the same key with another quote, and for a quote already used', async () => {
    const player = await usdAndNgn();
    const first = (await quote(player, 10)).body.data.quoteId;
    const second = (await quote(player, 11)).body.data.quoteId;
    const idempotencyKey = newIdempotencyKey();
    expect(
      (await player.client.post(`/api/users/${player.user.id}/transfers`, { quoteId: first, idempotencyKey })).status,
    ).toBe(201);
    const reused = await player.client.post(`/api/users/${player.user.id}/transfers`, {
      quoteId: second,
      idempotencyKey,
    });
    expect(reused.status).toBe(409);
    expect(reused.body.error.message).toBe('This idempotency key was already used for a different transfer');
    const twice = await player.client.post(`/api/users/${player.user.id}/transfers`, {
      quoteId: first,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('This quote was already used. Please get a new quote.');
    expect((await walletOf(player.client, player.user.id, player.usd.id))?.balance.value).toBe(90);
  });

  it('refuses an expired quote with 409 and the message to quote again, moving nothing', async () => {
    const player = await usdAndNgn();
    const { quoteId } = (await quote(player, 10)).body.data;
    t.clock.advance(30_000);
    const response = await player.client.post(`/api/users/${player.user.id}/transfers`, {
      quoteId,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({
      code: 'QUOTE_EXPIRED',
      message: 'This quote has expired. Please get a new quote.',
    });
    expect((await walletOf(player.client, player.user.id, player.usd.id))?.balance.value).toBe(100);
    expect((await player.client.get(`/api/users/${player.user.id}/transactions`)).body.data).toHaveLength(1);
  });

  it('rounds in the house’s favour by less than one minor unit and creates no money', async () => {
    const player = await fundedPlayer(t, 1, 'EUR');
    const gbp = await addWallet(player.client, player.user.id, 'GBP');
    const response = await player.client.post(`/api/users/${player.user.id}/transfers/quote`, {
      fromWalletId: player.wallet.id,
      toWalletId: gbp.id,
      amount: { value: 1, currency: 'EUR' },
    });
    // fee: 1.5 % of 100 cents = 1.5, rounded up to 2; 98 cents × 0.79 / 0.92 = 84.15… pence, rounded down.
    expect(response.body.data).toMatchObject({ fee: { value: 0.02 }, receive: { value: 0.84, currency: 'GBP' } });
    const done = await player.client.post(`/api/users/${player.user.id}/transfers`, {
      quoteId: response.body.data.quoteId,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(done.status).toBe(201);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  describe('refuses bad input with a clear 4xx and changes nothing', () => {
    const cases: Array<[string, (p: Awaited<ReturnType<typeof usdAndNgn>>) => object, number, string]> = [
      ['the same wallet twice', (p) => ({ toWalletId: p.usd.id }), 400, 'Choose two different wallets'],
      ['zero', () => ({ amount: { value: 0, currency: 'USD' } }), 400, 'Amount must be greater than 0'],
      ['a negative amount', () => ({ amount: { value: -5, currency: 'USD' } }), 400, 'Amount must be greater than 0'],
      [
        'more than is available',
        () => ({ amount: { value: 100.01, currency: 'USD' } }),
        422,
        'Insufficient balance in selected wallet',
      ],
      [
        'too many decimals',
        () => ({ amount: { value: 1.001, currency: 'USD' } }),
        400,
        'USD amounts can have at most 2 decimal places',
      ],
      [
        'an amount in another currency than the source',
        () => ({ amount: { value: 5, currency: 'NGN' } }),
        400,
        'The amount is in NGN but the wallet you transfer from holds USD',
      ],
      ['a wallet id that is not a wallet', () => ({ toWalletId: 'nope' }), 404, 'Wallet not found'],
      ['an unknown field', () => ({ note: 'hi' }), 400, 'Unknown field "note"'],
      [
        'a missing source wallet',
        () => ({ fromWalletId: undefined }),
        400,
        'Please choose the wallet to transfer from',
      ],
    ];
    for (const [name, change, status, message] of cases) {
      it(name, async () => {
        const player = await usdAndNgn();
        const before = await totalPlayerMoney(t.database.db);
        const response = await quote(player, 10, change(player));
        expect(response.status, JSON.stringify(response.body)).toBe(status);
        expect(response.body.error.message).toBe(message);
        expect(await totalPlayerMoney(t.database.db)).toBe(before);
      });
    }

    it('a wallet that is not yours', async () => {
      const player = await usdAndNgn();
      const other = await usdAndNgn();
      const response = await quote(player, 10, { toWalletId: other.ngn.id });
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Wallet not found');
      const theirs = await quote(player, 10, { fromWalletId: other.usd.id });
      expect(theirs.status).toBe(404);
    });

    it('too many decimals for a six-decimal currency, and an amount too small to convert', async () => {
      const player = await fundedPlayer(t, 10, 'USDC');
      const ngn = await addWallet(player.client, player.user.id, 'NGN');
      const ask = (value: number) =>
        player.client.post(`/api/users/${player.user.id}/transfers/quote`, {
          fromWalletId: player.wallet.id,
          toWalletId: ngn.id,
          amount: { value, currency: 'USDC' },
        });
      const precise = await ask(1.0000001);
      expect(precise.status).toBe(400);
      expect(precise.body.error.message).toBe('USDC amounts can have at most 6 decimal places');
      const tiny = await ask(0.000001);
      expect(tiny.status).toBe(400);
      expect(tiny.body.error.message).toBe('Amount is too small to convert');
    });

    it('a currency pair with no rate', async () => {
      const player = await usdAndNgn();
      const usdt = await addWallet(player.client, player.user.id, 'USDT');
      const response = await quote(player, 10, { toWalletId: usdt.id });
      expect(response.status).toBe(422);
      expect(response.body.error.message).toBe('No exchange rate from USD to USDT is available');
    });

    it('a quote that is not there, someone else’s quote, and another player’s path', async () => {
      const player = await usdAndNgn();
      const other = await usdAndNgn();
      const theirQuote = (await quote(other, 5)).body.data.quoteId;
      for (const quoteId of ['not-a-quote', '00000000-0000-4000-8000-000000000000', theirQuote]) {
        const response = await player.client.post(`/api/users/${player.user.id}/transfers`, {
          quoteId,
          idempotencyKey: newIdempotencyKey(),
        });
        expect(response.status).toBe(404);
        expect(response.body.error.message).toBe('Quote not found. Please get a new quote.');
      }
      const foreign = await player.client.post(`/api/users/${other.user.id}/transfers/quote`, {
        fromWalletId: other.usd.id,
        toWalletId: other.ngn.id,
        amount: { value: 1, currency: 'USD' },
      });
      expect(foreign.status).toBe(403);
      expect((await walletOf(other.client, other.user.id, other.usd.id))?.balance.value).toBe(100);
    });

    it('a bad idempotency key', async () => {
      const player = await usdAndNgn();
      const { quoteId } = (await quote(player, 5)).body.data;
      const response = await player.client.post(`/api/users/${player.user.id}/transfers`, {
        quoteId,
        idempotencyKey: 'x',
      });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('idempotencyKey must be at least 8 characters');
    });
  });

  it('needs a signed-in player', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    client.clearCookies();
    const response = await client.post(`/api/users/${user.id}/transfers/quote`, {});
    expect(response.status).toBe(401);
  });
});
