import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaystackPayoutProvider } from '../../src/domain/payouts/paystack/paystack-payout-provider.ts';
import { signPaystackPayload } from '../../src/domain/payouts/paystack/paystack-signature.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { fundedPlayer, newIdempotencyKey, walletOf } from '../helpers/money.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

// The Paystack adapter end to end over real HTTP, offline: its API calls go to a fake fetch, and its
// webhooks are posted to our endpoint signed as Paystack signs them.

const SECRET = 'sk_test_paystack_offline_secret';

describe('withdrawals paid by Paystack Transfers (offline)', () => {
  let t: TestApp;
  const transfers: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const fakePaystack: typeof fetch = async (input, init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      if (String(input).endsWith('/transfer')) transfers.push(body);
      const data = String(input).endsWith('/transferrecipient')
        ? { recipient_code: 'RCP_test' }
        : { transfer_code: `TRF_${transfers.length}` };
      return new Response(JSON.stringify({ status: true, message: 'ok', data }), { status: 200 });
    };
    t = await startTestApp({
      env: { PAYOUT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: SECRET },
      buildOptions: {
        payments: { sweepIntervalMs: 0 },
        moneyOut: { payoutProvider: createPaystackPayoutProvider({ secretKey: SECRET, fetch: fakePaystack }) },
      },
    });
  });
  afterAll(() => t.close());

  const webhook = (rawBody: string, signature = signPaystackPayload(SECRET, rawBody)) =>
    t.client().post('/api/payments/payout-webhooks/paystack', undefined, {
      rawBody,
      origin: null,
      cookies: false,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    });
  const transferEvent = (event: string, reference: string, amount: number) =>
    JSON.stringify({ event, data: { reference, amount, currency: 'NGN', transfer_code: 'TRF_1', status: 'x' } });

  it('pays an NGN withdrawal and completes it on a signed transfer.success', async () => {
    const player = await fundedPlayer(t, 20_000, 'NGN');
    const response = await player.client.post(`/api/users/${player.user.id}/withdrawals`, {
      idempotencyKey: newIdempotencyKey(),
      walletId: player.wallet.id,
      amount: { value: 5_000, currency: 'NGN' },
      destination: { accountHolderName: 'Ada Lovelace', accountNumber: '0123456789', bankCode: '058' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data.status).toBe('processing');
    const { transactionId } = response.body.data;
    expect(transfers.at(-1)).toMatchObject({ amount: 500_000, reference: transactionId, currency: 'NGN' });

    const forged = await webhook(transferEvent('transfer.success', transactionId, 500_000), 'f'.repeat(128));
    expect(forged.status).toBe(400);
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(20_000);

    const paid = await webhook(transferEvent('transfer.success', transactionId, 500_000));
    expect(paid.body.data.outcome).toBe('paid');
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      balance: { value: 15_000 },
      available: { value: 15_000 },
    });
    // Paystack cannot recall a transfer: no cancel once it is sent.
    const cancel = await player.client.post(`/api/users/${player.user.id}/withdrawals/${transactionId}/cancel`);
    expect(cancel.status).toBe(409);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('refuses what Paystack cannot pay, and releases the hold on transfer.failed', async () => {
    const usd = await fundedPlayer(t, 50);
    const refused = await usd.client.post(`/api/users/${usd.user.id}/withdrawals`, {
      idempotencyKey: newIdempotencyKey(),
      walletId: usd.wallet.id,
      amount: { value: 10, currency: 'USD' },
      destination: { accountHolderName: 'Ada Lovelace', accountNumber: '0123456789', bankCode: '058' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe('USD withdrawals are not available with this payout provider');

    const player = await fundedPlayer(t, 20_000, 'NGN');
    const noBank = await player.client.post(`/api/users/${player.user.id}/withdrawals`, {
      idempotencyKey: newIdempotencyKey(),
      walletId: player.wallet.id,
      amount: { value: 5_000, currency: 'NGN' },
      destination: { accountHolderName: 'Ada Lovelace', accountNumber: '0123456789' },
    });
    expect(noBank.status).toBe(400);
    expect(noBank.body.error.message).toBe('Please enter the bank code');

    const sent = await player.client.post(`/api/users/${player.user.id}/withdrawals`, {
      idempotencyKey: newIdempotencyKey(),
      walletId: player.wallet.id,
      amount: { value: 5_000, currency: 'NGN' },
      destination: { accountHolderName: 'Ada Lovelace', accountNumber: '0123456789', bankCode: '058' },
    });
    const failed = await webhook(transferEvent('transfer.failed', sent.body.data.transactionId, 500_000));
    expect(failed.body.data.outcome).toBe('failed');
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.available.value).toBe(20_000);
  });
});
