import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWallet, fundedPlayer, playerWithWallet, startFunding } from '../helpers/money.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

describe("a wallet's settings: limits and closing", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { FX_SPREAD_PERCENT: '2' }, buildOptions: { payments: { sweepIntervalMs: 0 } } });
  });
  afterAll(() => t.close());

  const walletsOf = async (player: { client: ReturnType<TestApp['client']>; user: { id: string } }) =>
    (await player.client.get(`/api/users/${player.user.id}/wallets`)).body.data as Array<{
      id: string;
      currency: string;
      default: boolean;
    }>;

  it('shows the limits that apply to the wallet', async () => {
    const player = await playerWithWallet(t, 'NGN');
    const response = await player.client.get(`/api/users/${player.user.id}/wallets/${player.wallet.id}/limits`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      currency: 'NGN',
      fundingMax: { value: 1_000_000, currency: 'NGN' },
      withdrawalMin: { value: 1_000, currency: 'NGN' },
      transferFeePercent: 2,
      transferQuoteSeconds: 30,
    });
  });

  it('closes an empty wallet, moves the default, and reopens it with its history', async () => {
    const player = await playerWithWallet(t, 'USD');
    const eur = await addWallet(player.client, player.user.id, 'EUR');
    const closed = await player.client.post(`/api/users/${player.user.id}/wallets/${player.wallet.id}/close`);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(await walletsOf(player)).toEqual([expect.objectContaining({ id: eur.id, default: true })]);
    const again = await player.client.post(`/api/users/${player.user.id}/wallets/${player.wallet.id}/close`);
    expect(again.status).toBe(404);

    const reopened = await player.client.post(`/api/users/${player.user.id}/wallets`, {
      currency: 'USD',
      entityType: 'personal',
      default: false,
    });
    expect(reopened.status).toBe(201);
    expect(reopened.body.data).toMatchObject({ id: player.wallet.id, default: false });
  });

  it('refuses to close a wallet with money, or with a payment on its way, changing nothing', async () => {
    const player = await fundedPlayer(t, 10);
    const withMoney = await player.client.post(`/api/users/${player.user.id}/wallets/${player.wallet.id}/close`);
    expect(withMoney.status).toBe(422);
    expect(withMoney.body.error.message).toBe(
      'Only an empty wallet can be closed. Transfer or withdraw its balance first.',
    );

    const waiting = await playerWithWallet(t, 'GBP');
    await startFunding(waiting.client, waiting.user.id, waiting.wallet.id, 5, 'GBP');
    const busy = await waiting.client.post(`/api/users/${waiting.user.id}/wallets/${waiting.wallet.id}/close`);
    expect(busy.status).toBe(422);
    expect(busy.body.error.message).toBe(
      'This wallet has payments in progress. Wait for them to finish or cancel them first.',
    );
    expect(await walletsOf(player)).toHaveLength(1);
    expect(await walletsOf(waiting)).toHaveLength(1);
  });

  it('refuses another player’s wallet', async () => {
    const player = await playerWithWallet(t, 'USD');
    const other = await playerWithWallet(t, 'USD');
    const theirs = await player.client.post(`/api/users/${player.user.id}/wallets/${other.wallet.id}/close`);
    expect(theirs.status).toBe(404);
    const path = await player.client.post(`/api/users/${other.user.id}/wallets/${other.wallet.id}/close`);
    expect(path.status).toBe(403);
    const limits = await player.client.get(`/api/users/${player.user.id}/wallets/${other.wallet.id}/limits`);
    expect(limits.status).toBe(404);
    expect(await walletsOf(other)).toHaveLength(1);
  });
});
