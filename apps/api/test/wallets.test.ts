import { CURRENCIES } from '@gom/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

describe('currencies and wallets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists the supported currencies publicly', async () => {
    const response = await t.client().get('/api/currencies');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(Object.values(CURRENCIES));
    expect(response.body.data.map((currency: { code: string }) => currency.code)).toEqual([
      'USD',
      'EUR',
      'GBP',
      'NGN',
      'USDT',
      'USDC',
    ]);
  });

  it('makes the first wallet the default whatever was asked, and another default only when asked', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    expect((await client.get(`/api/users/${user.id}/wallets`)).body).toEqual({ data: [] });

    const usd = await client.post(`/api/users/${user.id}/wallets`, {
      currency: 'USD',
      entityType: 'personal',
      default: false,
    });
    expect(usd.status).toBe(201);
    expect(usd.body.data).toEqual({
      id: expect.any(String),
      currency: 'USD',
      default: true,
      balance: { value: 0, currency: 'USD' },
      available: { value: 0, currency: 'USD' },
    });
    t.clock.advance(1_000);
    const eur = await client.post(`/api/users/${user.id}/wallets`, {
      currency: 'EUR',
      entityType: 'personal',
      default: false,
    });
    expect(eur.body.data.default).toBe(false);
    t.clock.advance(1_000);
    const gbp = await client.post(`/api/users/${user.id}/wallets`, {
      currency: 'GBP',
      entityType: 'personal',
      default: true,
    });
    expect(gbp.body.data.default).toBe(true);

    const list = (await client.get(`/api/users/${user.id}/wallets`)).body.data as Array<{
      currency: string;
      default: boolean;
    }>;
    expect(list.map((wallet) => [wallet.currency, wallet.default])).toEqual([
      ['GBP', true],
      ['USD', false],
      ['EUR', false],
    ]);
  });

  it('refuses a second wallet in one currency with 409', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    await client.post(`/api/users/${user.id}/wallets`, { currency: 'NGN', entityType: 'personal', default: true });
    const again = await client.post(`/api/users/${user.id}/wallets`, {
      currency: 'NGN',
      entityType: 'personal',
      default: true,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'CONFLICT', message: 'You already have a NGN wallet' });
    expect((await client.get(`/api/users/${user.id}/wallets`)).body.data).toHaveLength(1);
  });

  it('answers the same wallet to a repeat with the same Idempotency-Key, even two at once, and 409 to another request', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    const path = `/api/users/${user.id}/wallets`;
    const body = { currency: 'EUR', entityType: 'personal', default: false };
    const headers = { 'idempotency-key': 'wallet-key-1' };
    const first = await client.post(path, body, { headers });
    const again = await client.post(path, body, { headers });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data).toEqual(first.body.data);
    const other = await client.post(path, { ...body, currency: 'GBP' }, { headers });
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe(
      'This Idempotency-Key was used for another wallet request: use a new key for a new request',
    );
    // Without the key, a second EUR wallet is still refused as before.
    expect((await client.post(path, body)).status).toBe(409);
    const racing = await Promise.all(
      [1, 2].map(() => client.post(path, { ...body, currency: 'USD' }, { headers: { 'idempotency-key': 'k2' } })),
    );
    expect(racing.map((response) => response.status).sort()).toEqual([200, 201]);
    expect(racing[0]!.body.data.id).toBe(racing[1]!.body.data.id);
    expect((await client.get(path)).body.data).toHaveLength(2);
    const malformed = await client.post(path, { ...body, currency: 'NGN' }, { headers: { 'idempotency-key': 'a b' } });
    expect(malformed.status).toBe(400);
    expect((await client.get(path)).body.data).toHaveLength(2);
  });

  it('keeps exactly one default when creations race', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    const responses = await Promise.all(
      ['USD', 'EUR', 'GBP', 'NGN', 'USDT', 'USDC'].map((currency) =>
        client.post(`/api/users/${user.id}/wallets`, { currency, entityType: 'personal', default: true }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const list = (await client.get(`/api/users/${user.id}/wallets`)).body.data as Array<{ default: boolean }>;
    expect(list.filter((wallet) => wallet.default)).toHaveLength(1);
  });

  it('refuses bad wallet requests with 400', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    const post = (body: unknown) => client.post(`/api/users/${user.id}/wallets`, body);
    const unsupported = await post({ currency: 'BTC', entityType: 'personal', default: true });
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.error.message).toBe('Unsupported currency');
    expect((await post({ entityType: 'personal', default: true })).body.error.message).toBe('Please select a currency');
    expect((await post({ currency: 'USD', entityType: 'business', default: true })).status).toBe(400);
    expect((await post({ currency: 'USD', entityType: 'personal', default: true, extra: 1 })).status).toBe(400);
    expect((await client.get(`/api/users/${user.id}/wallets`)).body.data).toEqual([]);
  });

  it("answers 403 for another player's wallets and 401 when signed out", async () => {
    const alice = t.client();
    await signUpAndIn(alice);
    const bob = t.client();
    const { user: bobUser } = await signUpAndIn(bob);
    await bob.post(`/api/users/${bobUser.id}/wallets`, { currency: 'USD', entityType: 'personal', default: true });
    expect((await alice.get(`/api/users/${bobUser.id}/wallets`)).status).toBe(403);
    const sneaky = await alice.post(`/api/users/${bobUser.id}/wallets`, {
      currency: 'EUR',
      entityType: 'personal',
      default: true,
    });
    expect(sneaky.status).toBe(403);
    expect((await alice.get(`/api/users/${bobUser.id}/transactions`)).status).toBe(403);
    expect((await t.client().get(`/api/users/${bobUser.id}/wallets`)).status).toBe(401);
    expect((await bob.get(`/api/users/${bobUser.id}/wallets`)).body.data).toHaveLength(1);
  });

  it('makes an existing wallet the default and unsets the old one, for its owner only', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    const create = (currency: string) =>
      client.post(`/api/users/${user.id}/wallets`, { currency, entityType: 'personal', default: false });
    const usd = (await create('USD')).body.data;
    const eur = (await create('EUR')).body.data;
    const defaults = async () =>
      ((await client.get(`/api/users/${user.id}/wallets`)).body.data as Array<{ currency: string; default: boolean }>)
        .filter((wallet) => wallet.default)
        .map((wallet) => wallet.currency);
    expect(await defaults()).toEqual(['USD']);

    const changed = await client.patch(`/api/users/${user.id}/wallets/${eur.id}`, { default: true });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: eur.id, default: true });
    expect(await defaults()).toEqual(['EUR']);
    // Asking again changes nothing.
    expect((await client.patch(`/api/users/${user.id}/wallets/${eur.id}`, { default: true })).status).toBe(200);
    expect(await defaults()).toEqual(['EUR']);

    const unset = await client.patch(`/api/users/${user.id}/wallets/${eur.id}`, { default: false });
    expect(unset.status).toBe(400);
    expect(unset.body.error.message).toBe('To change the default wallet, make another wallet the default');
    expect((await client.patch(`/api/users/${user.id}/wallets/${usd.id}`, { default: true, x: 1 })).status).toBe(400);
    expect((await client.patch(`/api/users/${user.id}/wallets/not-a-wallet`, { default: true })).status).toBe(404);

    const mallory = t.client();
    const { user: malloryUser } = await signUpAndIn(mallory);
    expect((await mallory.patch(`/api/users/${user.id}/wallets/${usd.id}`, { default: true })).status).toBe(403);
    expect((await mallory.patch(`/api/users/${malloryUser.id}/wallets/${usd.id}`, { default: true })).status).toBe(404);
    expect(await defaults()).toEqual(['EUR']);
  });
});
