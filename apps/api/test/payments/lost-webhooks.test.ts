import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import {
  checkoutIdOf,
  fundedPlayer,
  playerWithWallet,
  pressCheckoutButton,
  startFunding,
  walletOf,
} from '../helpers/money.ts';
import { requestUsdWithdrawal } from '../helpers/operator.ts';
import { payoutIdFor, pressPayoutButton } from '../helpers/sandbox-payouts.ts';
import { postSandboxWebhook, sandboxEventBody } from '../helpers/sandbox-webhook.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';
import { startWebhookRelay, type WebhookRelay } from '../helpers/webhook-relay.ts';

// Webhooks that never arrive: the sandbox's outbox sends them again until the API answers, and the sweep asks
// the provider before it cancels a funding, so a paid checkout is credited exactly once whatever arrives when.

const QUICK_RETRY = { attempts: 2, baseDelayMs: 5, timeoutMs: 2_000 };

describe('a paid checkout whose webhook was lost', () => {
  let t: TestApp;
  let relay: WebhookRelay;
  /** false: the API is unreachable for the sandbox (every delivery fails). */
  let apiReachable = false;
  let deliveries = 0;

  beforeAll(async () => {
    // Stands between the sandbox and the API: answers 503 while the API is "down", forwards otherwise.
    relay = await startWebhookRelay({
      forwardTo: (path) => `${t.baseUrl}${path}`,
      intercept: (response) => {
        deliveries += 1;
        if (apiReachable) return false;
        response.writeHead(503).end();
        return true;
      },
    });
    t = await startTestApp({
      env: { SANDBOX_WEBHOOK_URL: relay.urlFor('/api/payments/webhooks/sandbox') },
      buildOptions: {
        payments: { sweepIntervalMs: 0, outboxIntervalMs: 0, webhookRetry: QUICK_RETRY },
        moneyOut: { outboxIntervalMs: 0, webhookRetry: QUICK_RETRY },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await relay.close();
  });

  async function paidWhileApiDown(value: number) {
    apiReachable = false;
    const player = await playerWithWallet(t);
    const funding = await startFunding(player.client, player.user.id, player.wallet.id, value);
    const pressed = await pressCheckoutButton(t, funding.paymentLink, 'pay');
    expect(pressed.status).toBe(303);
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(0);
    return { ...player, funding, checkoutId: checkoutIdOf(funding.paymentLink) };
  }
  type Paid = Awaited<ReturnType<typeof paidWhileApiDown>>;
  const balanceOf = async (player: Paid) =>
    (await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value;
  const fundingRow = async (player: Paid) => {
    const [row] = await queryRows<{ status: string; transfers: number }>(
      t.database.db,
      sql`select m.status, (select count(*)::int from ledger_transfers where idempotency_key = ${`funding:${player.funding.transactionId}`}) as transfers
            from money_transactions m where m.id = ${player.funding.transactionId}`,
    );
    return row;
  };
  const outboxOf = async (subjectId: string) => {
    const [row] = await queryRows<{ attempts: number; delivered: boolean }>(
      t.database.db,
      sql`select attempts, delivered_at is not null as delivered from sandbox_webhook_outbox where subject_id = ${subjectId}`,
    );
    return row;
  };
  /** Past the checkout's hour, with a fresh access token as the web app would have. */
  const pastExpiry = async (player: Paid) => {
    t.clock.advance(61 * 60_000);
    expect((await player.client.post('/api/auth/refresh')).status).toBe(200);
  };
  const paidEvent = (player: Paid, value: number) =>
    sandboxEventBody({
      type: 'checkout.paid',
      checkoutId: player.checkoutId,
      amount: String(value * 100),
      currency: 'USD',
    });

  it('is sent again from the outbox with backoff until the API answers, then credited once', async () => {
    const player = await paidWhileApiDown(7);
    expect(await outboxOf(player.checkoutId)).toEqual({ attempts: QUICK_RETRY.attempts, delivered: false });
    // Not yet due: the backoff after two failed attempts is 2 s.
    expect(await t.app.payments.sendDueSandboxWebhooks()).toBe(0);
    expect(await outboxOf(player.checkoutId)).toMatchObject({ attempts: 2 });
    t.clock.advance(2_000);
    expect(await t.app.payments.sendDueSandboxWebhooks()).toBe(0);
    expect(await outboxOf(player.checkoutId)).toEqual({ attempts: 3, delivered: false });

    apiReachable = true;
    t.clock.advance(4_000);
    expect(await t.app.payments.sendDueSandboxWebhooks()).toBe(1);
    expect(await outboxOf(player.checkoutId)).toEqual({ attempts: 4, delivered: true });
    expect(await balanceOf(player)).toBe(7);
    t.clock.advance(60 * 60_000);
    deliveries = 0;
    expect(await t.app.payments.sendDueSandboxWebhooks()).toBe(0);
    expect(deliveries).toBe(0);
    expect(await fundingRow(player)).toEqual({ status: 'completed', transfers: 1 });
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('the sweep asks the provider first: credited instead of cancelled, and the late webhook changes nothing', async () => {
    const player = await paidWhileApiDown(9);
    await pastExpiry(player);
    expect(await t.app.payments.expireFundings()).toBeGreaterThanOrEqual(1);
    expect(await fundingRow(player)).toEqual({ status: 'completed', transfers: 1 });
    expect(await balanceOf(player)).toBe(9);

    apiReachable = true;
    expect(await t.app.payments.sendDueSandboxWebhooks()).toBeGreaterThanOrEqual(1);
    expect((await postSandboxWebhook(t, paidEvent(player, 9))).body.data.outcome).toBe('unchanged');
    expect(await t.app.payments.expireFundings()).toBe(0);
    expect(await fundingRow(player)).toEqual({ status: 'completed', transfers: 1 });
    expect(await balanceOf(player)).toBe(9);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('a webhook before the sweep leaves the sweep nothing to do', async () => {
    const player = await paidWhileApiDown(4);
    expect((await postSandboxWebhook(t, paidEvent(player, 4))).body.data.outcome).toBe('credited');
    await pastExpiry(player);
    await t.app.payments.expireFundings();
    expect(await fundingRow(player)).toEqual({ status: 'completed', transfers: 1 });
    expect(await balanceOf(player)).toBe(4);
  });

  it('credits once when sweeps and duplicate webhooks race', async () => {
    const player = await paidWhileApiDown(5);
    await pastExpiry(player);
    const outcomes = await Promise.all([
      ...Array.from({ length: 3 }, () => t.app.payments.expireFundings()),
      ...Array.from({ length: 5 }, () => postSandboxWebhook(t, paidEvent(player, 5)).then((r) => r.body.data.outcome)),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'credited').length).toBeLessThanOrEqual(1);
    expect(await fundingRow(player)).toEqual({ status: 'completed', transfers: 1 });
    expect(await balanceOf(player)).toBe(5);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('still cancels a checkout nobody paid, and fails one that was declined, once the provider says so', async () => {
    apiReachable = false;
    const unpaid = await playerWithWallet(t);
    const unpaidFunding = await startFunding(unpaid.client, unpaid.user.id, unpaid.wallet.id, 3);
    const declined = await playerWithWallet(t);
    const declinedFunding = await startFunding(declined.client, declined.user.id, declined.wallet.id, 3);
    await pressCheckoutButton(t, declinedFunding.paymentLink, 'decline');
    t.clock.advance(61 * 60_000);
    await t.app.payments.expireFundings();
    const statusOf = async (id: string) =>
      (
        await queryRows<{ status: string }>(t.database.db, sql`select status from money_transactions where id = ${id}`)
      )[0]?.status;
    expect(await statusOf(unpaidFunding.transactionId)).toBe('cancelled');
    expect(await statusOf(declinedFunding.transactionId)).toBe('failed');
  });

  it('a payout completed while the API was down is told again from the outbox', async () => {
    apiReachable = true;
    const player = await fundedPlayer(t, 50);
    const withdrawal = await requestUsdWithdrawal(player, 20);
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(201);
    const { reference, transactionId } = withdrawal.body.data as { reference: string; transactionId: string };
    apiReachable = false;
    const payoutId = await payoutIdFor(player.client, reference);
    expect((await pressPayoutButton(player.client, payoutId, 'complete')).status).toBe(303);
    const statusOf = async () =>
      (
        (await player.client.get(`/api/users/${player.user.id}/transactions`)).body.data as Array<{
          id: string;
          status: string;
        }>
      ).find((row) => row.id === transactionId)?.status;
    expect(await statusOf()).toBe('processing');
    apiReachable = true;
    t.clock.advance(2_000);
    expect(await t.app.moneyOut.sendDueSandboxWebhooks()).toBe(1);
    expect(await statusOf()).toBe('completed');
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(30);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
