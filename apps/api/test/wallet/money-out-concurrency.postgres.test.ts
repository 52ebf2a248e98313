import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { addWallet, fundedPlayer, newIdempotencyKey, walletOf } from '../helpers/money.ts';
import { payoutIdFor, pressPayoutButton } from '../helpers/sandbox-payouts.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';
import { statusCounts } from '../helpers/status-counts.ts';

// Real concurrency needs real connections: PGlite runs one statement at a time, so these run only on
// PostgreSQL (the app's pool holds 10 connections), over real HTTP.
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
if (!onPostgres) {
  console.info('money-out concurrency tests skipped: they need TEST_DB_DRIVER=postgres (--project api-postgres)');
}

const BANK = { accountHolderName: 'Ada Lovelace', accountNumber: '0123456789' };

describe.skipIf(!onPostgres)('transfers and withdrawals under real concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ buildOptions: { payments: { sweepIntervalMs: 0 } } });
  });
  afterAll(() => t.close());

  it('20 simultaneous withdrawals of money for 3 succeed exactly 3 times', async () => {
    const player = await fundedPlayer(t, 30);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        player.client.post(`/api/users/${player.user.id}/withdrawals`, {
          idempotencyKey: newIdempotencyKey(),
          walletId: player.wallet.id,
          amount: { value: 10, currency: 'USD' },
          destination: BANK,
        }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 201: 3, 422: 17 });
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      balance: { value: 30 },
      available: { value: 0 },
    });
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('one withdrawal key sent 20 times at once makes one withdrawal', async () => {
    const player = await fundedPlayer(t, 30);
    const body = {
      idempotencyKey: newIdempotencyKey(),
      walletId: player.wallet.id,
      amount: { value: 10, currency: 'USD' },
      destination: BANK,
    };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => player.client.post(`/api/users/${player.user.id}/withdrawals`, body)),
    );
    expect(statusCounts(responses)).toEqual({ 201: 1, 200: 19 });
    expect(new Set(responses.map((response) => response.body.data.transactionId)).size).toBe(1);
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.available.value).toBe(20);
  });

  it('a cancel racing the payout page settles the withdrawal exactly one way', async () => {
    const player = await fundedPlayer(t, 50);
    const created = await player.client.post(`/api/users/${player.user.id}/withdrawals`, {
      idempotencyKey: newIdempotencyKey(),
      walletId: player.wallet.id,
      amount: { value: 20, currency: 'USD' },
      destination: BANK,
    });
    const { transactionId, reference } = created.body.data;
    const payoutId = await payoutIdFor(player.client, reference);
    await Promise.all([
      ...Array.from({ length: 5 }, () =>
        player.client.post(`/api/users/${player.user.id}/withdrawals/${transactionId}/cancel`),
      ),
      ...Array.from({ length: 5 }, () => pressPayoutButton(player.client, payoutId, 'complete')),
    ]);
    const wallet = await walletOf(player.client, player.user.id, player.wallet.id);
    expect([30, 50]).toContain(wallet?.balance.value);
    expect(wallet?.available.value).toBe(wallet?.balance.value);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('one quote executed 20 times at once with different keys converts once', async () => {
    const player = await fundedPlayer(t, 100);
    const ngn = await addWallet(player.client, player.user.id, 'NGN');
    const quote = await player.client.post(`/api/users/${player.user.id}/transfers/quote`, {
      fromWalletId: player.wallet.id,
      toWalletId: ngn.id,
      amount: { value: 10, currency: 'USD' },
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        player.client.post(`/api/users/${player.user.id}/transfers`, {
          quoteId: quote.body.data.quoteId,
          idempotencyKey: newIdempotencyKey(),
        }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 201: 1, 409: 19 });
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(90);
    expect((await walletOf(player.client, player.user.id, ngn.id))?.balance.value).toBe(15267.5);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('one transfer key sent 20 times at once answers one transfer', async () => {
    const player = await fundedPlayer(t, 100);
    const eur = await addWallet(player.client, player.user.id, 'EUR');
    const quote = await player.client.post(`/api/users/${player.user.id}/transfers/quote`, {
      fromWalletId: player.wallet.id,
      toWalletId: eur.id,
      amount: { value: 10, currency: 'USD' },
    });
    const body = { quoteId: quote.body.data.quoteId, idempotencyKey: newIdempotencyKey() };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => player.client.post(`/api/users/${player.user.id}/transfers`, body)),
    );
    expect(statusCounts(responses)).toEqual({ 201: 1, 200: 19 });
    expect(new Set(responses.map((response) => response.body.data.transactionId)).size).toBe(1);
  });

  it('20 quotes taken at once, then executed at once against money for 3, convert exactly 3 times', async () => {
    const player = await fundedPlayer(t, 30);
    const ngn = await addWallet(player.client, player.user.id, 'NGN');
    const quotes = await Promise.all(
      Array.from({ length: 20 }, () =>
        player.client.post(`/api/users/${player.user.id}/transfers/quote`, {
          fromWalletId: player.wallet.id,
          toWalletId: ngn.id,
          amount: { value: 10, currency: 'USD' },
        }),
      ),
    );
    expect(statusCounts(quotes)).toEqual({ 201: 20 });
    const executed = await Promise.all(
      quotes.map((quote) =>
        player.client.post(`/api/users/${player.user.id}/transfers`, {
          quoteId: quote.body.data.quoteId,
          idempotencyKey: newIdempotencyKey(),
        }),
      ),
    );
    expect(statusCounts(executed)).toEqual({ 201: 3, 422: 17 });
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(0);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
