import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { fundedPlayer, walletOf } from '../helpers/money.ts';
import { requestUsdWithdrawal, signedInOperator } from '../helpers/operator.ts';
import { payoutIdFor, pressPayoutButton, sandboxPayoutsPage } from '../helpers/sandbox-payouts.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

describe('the sandbox payout page shows a player only their own payouts', () => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    t = await startTestApp({
      buildOptions: {
        payments: { sweepIntervalMs: 0 },
        moneyOut: { webhookRetry: { attempts: 2, baseDelayMs: 10, timeoutMs: 2_000 } },
      },
    });
    operator = await signedInOperator(t);
  });
  afterAll(() => t.close());

  type Player = Awaited<ReturnType<typeof fundedPlayer>>;
  const withdrawalOf = async (player: Player, value: number) => {
    const response = await requestUsdWithdrawal(player, value);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data as { transactionId: string; reference: string };
  };
  const statusOf = async (player: Player, transactionId: string) => {
    const response = await player.client.get(`/api/users/${player.user.id}/transactions`);
    return (response.body.data as Array<{ id: string; status: string }>).find((row) => row.id === transactionId)
      ?.status;
  };

  it('lists the signed-in player’s payouts and none of another player’s names, accounts or references', async () => {
    const ada = await fundedPlayer(t, 50);
    const bob = await fundedPlayer(t, 50);
    const adas = await withdrawalOf(ada, 10);
    const bobs = await withdrawalOf(bob, 20);

    const adaPage = await sandboxPayoutsPage(ada.client);
    expect(adaPage).toContain(adas.reference);
    expect(adaPage).not.toContain(bobs.reference);
    const bobPage = await sandboxPayoutsPage(bob.client);
    expect(bobPage).toContain(bobs.reference);
    expect(bobPage).not.toContain(adas.reference);
  });

  it('refuses completing or failing another player’s payout with the same 404 as a payout that does not exist', async () => {
    const ada = await fundedPlayer(t, 50);
    const bob = await fundedPlayer(t, 50);
    const bobs = await withdrawalOf(bob, 20);
    const bobsPayout = await payoutIdFor(bob.client, bobs.reference);

    for (const button of ['complete', 'fail'] as const) {
      const theirs = await pressPayoutButton(ada.client, bobsPayout, button);
      const nobodys = await pressPayoutButton(ada.client, 'sbx_po_doesnotexist0000000000', button);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(nobodys.body);
    }
    expect(await statusOf(bob, bobs.transactionId)).toBe('processing');
    expect(await walletOf(bob.client, bob.user.id, bob.wallet.id)).toMatchObject({
      balance: { value: 50 },
      available: { value: 30 },
    });
  });

  it('shows nothing and decides nothing without a session', async () => {
    const bob = await fundedPlayer(t, 50);
    const bobs = await withdrawalOf(bob, 20);
    const bobsPayout = await payoutIdFor(bob.client, bobs.reference);
    const visitor = t.client();

    const page = await visitor.get('/api/payments/sandbox/payouts');
    expect(page.status).toBe(401);
    expect(String(page.body)).toContain('Sign in to Goal or Miss to see your payouts.');
    expect(String(page.body)).not.toContain(bobs.reference);
    expect(String(page.body)).not.toContain('sbx_po_');
    expect((await pressPayoutButton(visitor, bobsPayout, 'complete')).status).toBe(401);
    expect(await statusOf(bob, bobs.transactionId)).toBe('processing');
  });

  it('an operator sees every player’s payouts and may complete or fail any of them', async () => {
    const ada = await fundedPlayer(t, 50);
    const bob = await fundedPlayer(t, 50);
    const adas = await withdrawalOf(ada, 10);
    const bobs = await withdrawalOf(bob, 20);

    const page = await sandboxPayoutsPage(operator.client);
    expect(page).toContain(adas.reference);
    expect(page).toContain(bobs.reference);
    const completed = await pressPayoutButton(
      operator.client,
      await payoutIdFor(operator.client, bobs.reference),
      'complete',
    );
    expect(completed.status).toBe(303);
    const failed = await pressPayoutButton(operator.client, await payoutIdFor(operator.client, adas.reference), 'fail');
    expect(failed.status).toBe(303);

    expect(await statusOf(bob, bobs.transactionId)).toBe('completed');
    expect(await statusOf(ada, adas.transactionId)).toBe('failed');
    expect((await walletOf(bob.client, bob.user.id, bob.wallet.id))?.balance.value).toBe(30);
    expect((await walletOf(ada.client, ada.user.id, ada.wallet.id))?.balance.value).toBe(50);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
