import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSandboxPayload } from '../../src/domain/payments/sandbox/sandbox-signature.ts';
import { auditLedger, totalPlayerMoney } from '../helpers/ledger-audit.ts';
import { checkoutIdOf, playerWithWallet, pressCheckoutButton, startFunding, walletOf } from '../helpers/money.ts';
import { postSandboxWebhook, sandboxEventBody } from '../helpers/sandbox-webhook.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';
import { startWebhookRelay, type WebhookRelay } from '../helpers/webhook-relay.ts';

const FAST_RETRY = { attempts: 4, baseDelayMs: 20, timeoutMs: 2_000 };

async function fundedCheckout(t: TestApp, value = 12.34) {
  const player = await playerWithWallet(t);
  const funding = await startFunding(player.client, player.user.id, player.wallet.id, value);
  return { ...player, funding, checkoutId: checkoutIdOf(funding.paymentLink) };
}

/** The access token lives 15 minutes: after moving the clock an hour, refresh as the web app would. */
async function keepSignedIn(player: { client: { post(path: string): Promise<{ status: number }> } }) {
  expect((await player.client.post('/api/auth/refresh')).status).toBe(200);
}

async function transactionOf(t: TestApp, player: Awaited<ReturnType<typeof fundedCheckout>>) {
  const list = await player.client.get(`/api/users/${player.user.id}/transactions`);
  return list.body.data.find((item: { id: string }) => item.id === player.funding.transactionId);
}

describe('sandbox checkout and payment webhooks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ buildOptions: { payments: { sweepIntervalMs: 0, webhookRetry: FAST_RETRY } } });
  });
  afterAll(() => t.close());

  it('serves a checkout page with the amount, currency, reference and the two buttons', async () => {
    const { funding } = await fundedCheckout(t, 1234.5);
    const page = await fetch(`${t.baseUrl}${new URL(funding.paymentLink).pathname}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Goal or Miss Sandbox Checkout');
    expect(html).toContain('$1,234.50');
    expect(html).toContain('USD');
    expect(html).toContain(funding.reference);
    expect(html).toMatch(/>Pay<\/button>/);
    expect(html).toMatch(/>Decline<\/button>/);
    expect(html).toContain('no real money');
    expect((await fetch(`${t.baseUrl}/api/payments/sandbox/checkout/sbx_cs_doesnotexist00`)).status).toBe(404);
  });

  it('Pay delivers a signed webhook over HTTP that credits the wallet once', async () => {
    const player = await fundedCheckout(t, 12.34);
    const paid = await pressCheckoutButton(t, player.funding.paymentLink, 'pay');
    expect(paid.status).toBe(303);
    const result = await (await fetch(`${t.baseUrl}${paid.headers.get('location')}`)).text();
    expect(result).toContain('Payment successful');
    expect(result).not.toMatch(/>Pay<\/button>/);

    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      balance: { value: 12.34, currency: 'USD' },
      available: { value: 12.34, currency: 'USD' },
    });
    const transaction = await transactionOf(t, player);
    expect(transaction).toMatchObject({ status: 'completed', transactionType: 'funding' });
    expect(transaction.paymentLink).toBeUndefined();

    // Pressing Pay again (a double click, the back button) changes nothing.
    await pressCheckoutButton(t, player.funding.paymentLink, 'pay');
    await pressCheckoutButton(t, player.funding.paymentLink, 'decline');
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(12.34);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('Decline ends the funding as failed and credits nothing', async () => {
    const player = await fundedCheckout(t);
    const declined = await pressCheckoutButton(t, player.funding.paymentLink, 'decline');
    expect(declined.status).toBe(303);
    expect(await (await fetch(`${t.baseUrl}${declined.headers.get('location')}`)).text()).toContain('Payment declined');
    expect((await transactionOf(t, player)).status).toBe('failed');
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(0);
  });

  it('the checkout buttons only work from the checkout page itself', async () => {
    const player = await fundedCheckout(t);
    const path = new URL(player.funding.paymentLink).pathname;
    const forged = await fetch(`${t.baseUrl}${path}/pay`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect((await transactionOf(t, player)).status).toBe('initiated');
  });

  it('refuses a webhook with a bad, missing, stale or foreign signature (400) and credits nothing', async () => {
    const player = await fundedCheckout(t, 50);
    const before = await totalPlayerMoney(t.database.db);
    const body = sandboxEventBody({
      type: 'checkout.paid',
      checkoutId: player.checkoutId,
      amount: '5000',
      currency: 'USD',
    });
    const secret = t.app.payments.sandboxWebhookSecret;
    const signatures = [
      'not-a-signature',
      `t=${Math.floor(t.clock.now().getTime() / 1000)},v1=${'0'.repeat(64)}`,
      signSandboxPayload({ secret: 'another-secret-entirely', rawBody: body, now: t.clock.now() }),
      signSandboxPayload({ secret, rawBody: body, now: new Date(t.clock.now().getTime() - 10 * 60_000) }),
      // A valid signature of a different body.
      signSandboxPayload({ secret, rawBody: body.replace('5000', '5001'), now: t.clock.now() }),
    ];
    for (const signature of signatures) {
      const response = await postSandboxWebhook(t, body, signature);
      expect(response.status, signature).toBe(400);
      expect(response.body.error.code).toBe('INVALID_SIGNATURE');
    }
    const unsigned = await t.client().post('/api/payments/webhooks/sandbox', undefined, {
      rawBody: body,
      origin: null,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    expect(await totalPlayerMoney(t.database.db)).toBe(before);
    expect((await transactionOf(t, player)).status).toBe('initiated');
  });

  it('refuses a signed webhook whose amount or currency differs (400, logged) and credits nothing', async () => {
    const player = await fundedCheckout(t, 50);
    const before = await totalPlayerMoney(t.database.db);
    for (const [amount, currency] of [
      ['500000', 'USD'],
      ['4999', 'USD'],
      ['5000', 'EUR'],
    ] as const) {
      const response = await postSandboxWebhook(
        t,
        sandboxEventBody({ type: 'checkout.paid', checkoutId: player.checkoutId, amount, currency }),
      );
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('PAYMENT_MISMATCH');
    }
    expect(t.logs.some((line) => line.includes('amount or currency differs'))).toBe(true);
    expect(await totalPlayerMoney(t.database.db)).toBe(before);
    expect((await transactionOf(t, player)).status).toBe('initiated');
  });

  it('answers 404 for an unknown checkout or provider, so a real provider retries', async () => {
    const unknown = await postSandboxWebhook(
      t,
      sandboxEventBody({ type: 'checkout.paid', checkoutId: 'sbx_cs_unknown', amount: '100', currency: 'USD' }),
    );
    expect(unknown.status).toBe(404);
    const otherProvider = await t.client().post('/api/payments/webhooks/stripe', undefined, {
      rawBody: '{}',
      origin: null,
      headers: { 'content-type': 'application/json' },
    });
    expect(otherProvider.status).toBe(404);
  });

  it('credits once for the same webhook delivered twice, or twenty times at once', async () => {
    const player = await fundedCheckout(t, 7.5);
    const body = sandboxEventBody({
      type: 'checkout.paid',
      checkoutId: player.checkoutId,
      amount: '750',
      currency: 'USD',
    });
    expect((await postSandboxWebhook(t, body)).body.data.outcome).toBe('credited');
    expect((await postSandboxWebhook(t, body)).body.data.outcome).toBe('unchanged');

    const burst = await fundedCheckout(t, 2.25);
    const burstBody = sandboxEventBody({
      type: 'checkout.paid',
      checkoutId: burst.checkoutId,
      amount: '225',
      currency: 'USD',
    });
    const responses = await Promise.all(Array.from({ length: 20 }, () => postSandboxWebhook(t, burstBody)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(responses.filter((response) => response.body.data.outcome === 'credited')).toHaveLength(1);

    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(7.5);
    expect((await walletOf(burst.client, burst.user.id, burst.wallet.id))?.balance.value).toBe(2.25);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('a failure after a success, or an expiry, changes nothing that is settled', async () => {
    const player = await fundedCheckout(t, 5);
    const paid = sandboxEventBody({
      type: 'checkout.paid',
      checkoutId: player.checkoutId,
      amount: '500',
      currency: 'USD',
    });
    await postSandboxWebhook(t, paid);
    for (const type of ['checkout.declined', 'checkout.expired'] as const) {
      const late = sandboxEventBody({ type, checkoutId: player.checkoutId, amount: '500', currency: 'USD' });
      expect((await postSandboxWebhook(t, late)).body.data.outcome).toBe('unchanged');
    }
    expect((await transactionOf(t, player)).status).toBe('completed');
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(5);
  });

  it('an expired event cancels the funding', async () => {
    const player = await fundedCheckout(t, 5);
    const expired = sandboxEventBody({
      type: 'checkout.expired',
      checkoutId: player.checkoutId,
      amount: '500',
      currency: 'USD',
    });
    expect((await postSandboxWebhook(t, expired)).body.data.outcome).toBe('cancelled');
    expect((await transactionOf(t, player)).status).toBe('cancelled');
  });

  it('the sweeper cancels unpaid fundings past their expiry; the expired checkout can no longer be paid', async () => {
    const player = await fundedCheckout(t, 9);
    t.clock.advance(59 * 60_000);
    await keepSignedIn(player);
    await t.app.payments.expireFundings();
    expect((await transactionOf(t, player)).status).toBe('initiated');
    t.clock.advance(2 * 60_000);
    await keepSignedIn(player);
    expect(await t.app.payments.expireFundings()).toBeGreaterThanOrEqual(1);
    const transaction = await transactionOf(t, player);
    expect(transaction.status).toBe('cancelled');
    expect(transaction.paymentLink).toBeUndefined();

    const pressed = await pressCheckoutButton(t, player.funding.paymentLink, 'pay');
    expect(await (await fetch(`${t.baseUrl}${pressed.headers.get('location')}`)).text()).toContain('expired');
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(0);
  });

  it('a payment the provider confirms after our sweeper cancelled still credits: the money arrived', async () => {
    const player = await fundedCheckout(t, 4);
    t.clock.advance(61 * 60_000);
    await keepSignedIn(player);
    await t.app.payments.expireFundings();
    const paid = sandboxEventBody({
      type: 'checkout.paid',
      checkoutId: player.checkoutId,
      amount: '400',
      currency: 'USD',
    });
    expect((await postSandboxWebhook(t, paid)).body.data.outcome).toBe('credited');
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(4);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});

describe('sandbox webhook delivery retries', () => {
  let t: TestApp;
  let flaky: WebhookRelay;
  let failuresLeft = 2;
  let received = 0;

  beforeAll(async () => {
    // Stands between the sandbox and the API: fails the first deliveries, then forwards them.
    flaky = await startWebhookRelay({
      forwardTo: () => `${t.baseUrl}/api/payments/webhooks/sandbox`,
      intercept: (response) => {
        received += 1;
        if (failuresLeft === 0) return false;
        failuresLeft -= 1;
        response.writeHead(503).end();
        return true;
      },
    });
    t = await startTestApp({
      env: { SANDBOX_WEBHOOK_URL: flaky.urlFor('/hook') },
      buildOptions: { payments: { sweepIntervalMs: 0, webhookRetry: FAST_RETRY } },
    });
  });
  afterAll(async () => {
    await t.close();
    await flaky.close();
  });

  it('retries with backoff until the API answers, and credits once', async () => {
    const player = await fundedCheckout(t, 3);
    await pressCheckoutButton(t, player.funding.paymentLink, 'pay');
    expect(received).toBe(3);
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(3);
  });

  it('gives up after the bounded attempts, and a later press re-sends the same event', async () => {
    const player = await fundedCheckout(t, 6);
    failuresLeft = FAST_RETRY.attempts;
    received = 0;
    await pressCheckoutButton(t, player.funding.paymentLink, 'pay');
    expect(received).toBe(FAST_RETRY.attempts);
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(0);
    await pressCheckoutButton(t, player.funding.paymentLink, 'pay');
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(6);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
