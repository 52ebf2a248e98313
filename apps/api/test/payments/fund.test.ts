import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn } from '../helpers/accounts.ts';
import { auditLedger, totalPlayerMoney } from '../helpers/ledger-audit.ts';
import { newIdempotencyKey, playerWithWallet, startFunding } from '../helpers/money.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

describe('POST /users/:userId/fund', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ buildOptions: { payments: { sweepIntervalMs: 0 } } });
  });
  afterAll(() => t.close());

  it('creates an initiated funding with a reference and a sandbox checkout link', async () => {
    const { client, user, wallet } = await playerWithWallet(t);
    const funding = await startFunding(client, user.id, wallet.id, 25.5);
    expect(funding.reference).toMatch(/^GOM-[2-9A-Z]{8}$/);
    expect(funding.paymentLink).toMatch(/^http:\/\/gom\.test\/api\/payments\/sandbox\/checkout\/sbx_cs_/);

    const list = await client.get(`/api/users/${user.id}/transactions`);
    expect(list.body.data).toEqual([
      {
        id: funding.transactionId,
        reference: funding.reference,
        transactionType: 'funding',
        status: 'initiated',
        direction: 'in',
        amount: { value: 25.5, currency: 'USD' },
        paymentLink: funding.paymentLink,
        createdAt: t.clock.now().toISOString(),
      },
    ]);
    // Nothing is credited before the provider confirms.
    const wallets = await client.get(`/api/users/${user.id}/wallets`);
    expect(wallets.body.data[0].balance).toEqual({ value: 0, currency: 'USD' });
  });

  it('converts amounts exactly (0.29 is 29 cents, not 28)', async () => {
    const { client, user, wallet } = await playerWithWallet(t);
    await startFunding(client, user.id, wallet.id, 0.29);
    const list = await client.get(`/api/users/${user.id}/transactions`);
    expect(list.body.data[0].amount).toEqual({ value: 0.29, currency: 'USD' });
    const { client: cryptoClient, user: cryptoUser, wallet: usdt } = await playerWithWallet(t, 'USDT');
    await startFunding(cryptoClient, cryptoUser.id, usdt.id, 0.000001, 'USDT');
    expect((await cryptoClient.get(`/api/users/${cryptoUser.id}/transactions`)).body.data[0].amount).toEqual({
      value: 0.000001,
      currency: 'USDT',
    });
  });

  it('answers the same funding for the same key and body, and 409 for the same key with another body', async () => {
    const { client, user, wallet } = await playerWithWallet(t);
    const body = { idempotencyKey: newIdempotencyKey(), walletId: wallet.id, amount: { value: 10, currency: 'USD' } };
    const first = await client.post(`/api/users/${user.id}/fund`, body);
    const second = await client.post(`/api/users/${user.id}/fund`, body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const changed = await client.post(`/api/users/${user.id}/fund`, {
      ...body,
      amount: { value: 11, currency: 'USD' },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'This idempotency key was already used for a different payment',
    });
    expect((await client.get(`/api/users/${user.id}/transactions`)).body.data).toHaveLength(1);
  });

  it('makes one transaction for concurrent requests with one key', async () => {
    const { client, user, wallet } = await playerWithWallet(t);
    const body = { idempotencyKey: newIdempotencyKey(), walletId: wallet.id, amount: { value: 3, currency: 'USD' } };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => client.post(`/api/users/${user.id}/fund`, body)),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 200)).toHaveLength(7);
    expect(new Set(responses.map((response) => response.body.data.paymentLink)).size).toBe(1);
    expect((await client.get(`/api/users/${user.id}/transactions`)).body.data).toHaveLength(1);
  });

  describe('refuses bad input with a clear 400 and creates nothing', () => {
    const cases: Array<[string, unknown, string]> = [
      ['zero', 0, 'Amount must be greater than 0'],
      ['negative', -5, 'Amount must be greater than 0'],
      ['a string', '10', 'Amount must be a number'],
      ['NaN as text', 'NaN', 'Amount must be a number'],
      ['null', null, 'Amount must be a number'],
      ['too many decimals', 10.001, 'USD amounts can have at most 2 decimal places'],
      ['a tiny fraction', 1e-9, 'USD amounts can have at most 2 decimal places'],
      ['over the maximum', 1_000_000.01, 'Amount is too large'],
      ['huge', 1e300, 'Amount is too large'],
    ];
    for (const [name, value, message] of cases) {
      it(`amount ${name}`, async () => {
        const { client, user, wallet } = await playerWithWallet(t);
        const before = await totalPlayerMoney(t.database.db);
        const response = await client.post(`/api/users/${user.id}/fund`, {
          idempotencyKey: newIdempotencyKey(),
          walletId: wallet.id,
          amount: { value, currency: 'USD' },
        });
        expect(response.status, JSON.stringify(response.body)).toBe(400);
        expect(response.body.error.message).toBe(message);
        expect((await client.get(`/api/users/${user.id}/transactions`)).body.data).toEqual([]);
        expect(await totalPlayerMoney(t.database.db)).toBe(before);
      });
    }

    it('exactly the maximum is allowed', async () => {
      const { client, user, wallet } = await playerWithWallet(t);
      await startFunding(client, user.id, wallet.id, 1_000_000);
    });

    it('a value JSON cannot hold (1e400 parses as Infinity)', async () => {
      const { client, user, wallet } = await playerWithWallet(t);
      const response = await client.post(`/api/users/${user.id}/fund`, undefined, {
        rawBody: `{"idempotencyKey":"${newIdempotencyKey()}","walletId":"${wallet.id}","amount":{"value":1e400,"currency":"USD"}}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('Amount must be a number');
    });

    it('a currency that is not the wallet’s, or not supported', async () => {
      const { client, user, wallet } = await playerWithWallet(t);
      const mismatch = await client.post(`/api/users/${user.id}/fund`, {
        idempotencyKey: newIdempotencyKey(),
        walletId: wallet.id,
        amount: { value: 10, currency: 'EUR' },
      });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.error.message).toBe('The amount is in EUR but this wallet holds USD');
      const unsupported = await client.post(`/api/users/${user.id}/fund`, {
        idempotencyKey: newIdempotencyKey(),
        walletId: wallet.id,
        amount: { value: 10, currency: 'XYZ' },
      });
      expect(unsupported.status).toBe(400);
      expect(unsupported.body.error.message).toBe('Unsupported currency');
      expect((await client.get(`/api/users/${user.id}/transactions`)).body.data).toEqual([]);
    });

    it('a missing or malformed idempotency key, an unknown field', async () => {
      const { client, user, wallet } = await playerWithWallet(t);
      const base = { walletId: wallet.id, amount: { value: 10, currency: 'USD' } };
      expect((await client.post(`/api/users/${user.id}/fund`, base)).status).toBe(400);
      expect((await client.post(`/api/users/${user.id}/fund`, { ...base, idempotencyKey: 'short' })).status).toBe(400);
      expect(
        (await client.post(`/api/users/${user.id}/fund`, { ...base, idempotencyKey: newIdempotencyKey(), tip: 1 }))
          .status,
      ).toBe(400);
    });
  });

  it("answers 404 for a wallet that is not the caller's and 403 for another player's path", async () => {
    const { client: alice, user: aliceUser } = await playerWithWallet(t);
    const { user: bobUser, wallet: bobWallet } = await playerWithWallet(t);
    const foreignWallet = await alice.post(`/api/users/${aliceUser.id}/fund`, {
      idempotencyKey: newIdempotencyKey(),
      walletId: bobWallet.id,
      amount: { value: 10, currency: 'USD' },
    });
    expect(foreignWallet.status).toBe(404);
    expect(foreignWallet.body.error.message).toBe('Wallet not found');
    const notAnId = await alice.post(`/api/users/${aliceUser.id}/fund`, {
      idempotencyKey: newIdempotencyKey(),
      walletId: "x' or 1=1",
      amount: { value: 10, currency: 'USD' },
    });
    expect(notAnId.status).toBe(404);
    const foreignPath = await alice.post(`/api/users/${bobUser.id}/fund`, {
      idempotencyKey: newIdempotencyKey(),
      walletId: bobWallet.id,
      amount: { value: 10, currency: 'USD' },
    });
    expect(foreignPath.status).toBe(403);
  });

  it('needs a signed-in player from an allowed origin', async () => {
    const { user, wallet } = await playerWithWallet(t);
    const body = { idempotencyKey: newIdempotencyKey(), walletId: wallet.id, amount: { value: 10, currency: 'USD' } };
    expect((await t.client().post(`/api/users/${user.id}/fund`, body)).status).toBe(401);
    const other = t.client();
    const { user: me } = await signUpAndIn(other);
    const crossSite = await other.withOrigin('https://evil.example').post(`/api/users/${me.id}/fund`, body);
    expect(crossSite.status).toBe(403);
  });

  it('keeps every ledger invariant', async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
