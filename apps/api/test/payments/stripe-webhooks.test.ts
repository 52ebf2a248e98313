import { createServer, type IncomingMessage, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { createStripeProvider } from '../../src/domain/payments/stripe/stripe-provider.ts';
import { auditLedger, totalPlayerMoney } from '../helpers/ledger-audit.ts';
import { newIdempotencyKey, playerWithWallet, walletOf } from '../helpers/money.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

// The Stripe adapter, offline: checkouts go to a local stand-in for api.stripe.com, and webhooks are signed
// with Stripe's own test-header helper, so the verification is Stripe's real code.

const WEBHOOK_SECRET = 'whsec_test_secret_for_goal_or_miss';
const SECRET_KEY = 'sk_test_goal_or_miss_offline';

interface SeenRequest {
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(text));
  });
}

describe('Stripe Checkout adapter', () => {
  let t: TestApp;
  let fakeStripe: Server;
  const seen: SeenRequest[] = [];
  let sessionCounter = 0;
  /** What a session's retrieval answers: its status and payment status, or a Stripe outage. */
  const sessionStates = new Map<string, { status: string; payment_status: string } | 'outage'>();
  const sessionAmounts = new Map<string, { amount_total: number; currency: string | null }>();

  beforeAll(async () => {
    fakeStripe = createServer(async (request, response) => {
      const retrieved = request.method === 'GET' && /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(request.url ?? '');
      if (retrieved) {
        const id = retrieved[1] ?? '';
        const state = sessionStates.get(id);
        const amounts = sessionAmounts.get(id);
        if (state === 'outage') return void response.writeHead(500).end('{"error":{"type":"api_error"}}');
        if (!state || !amounts) {
          return void response
            .writeHead(404, { 'content-type': 'application/json' })
            .end(
              JSON.stringify({ error: { type: 'invalid_request_error', message: `No such checkout.session: ${id}` } }),
            );
        }
        return void response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ id, object: 'checkout.session', ...amounts, ...state }));
      }
      const form = new URLSearchParams(await readBody(request));
      seen.push({ path: request.url ?? '', idempotencyKey: request.headers['idempotency-key'] as string, form });
      if (request.url === '/v1/refunds') {
        return void response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: `re_test_${seen.length}`,
            object: 'refund',
            amount: Number(form.get('amount')),
            currency: 'usd',
            status: 'pending',
            payment_intent: form.get('payment_intent'),
            metadata: { transactionId: form.get('metadata[transactionId]') },
          }),
        );
      }
      sessionCounter += 1;
      const id = `cs_test_${sessionCounter}`;
      sessionAmounts.set(id, {
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          expires_at: Number(form.get('expires_at')),
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
        }),
      );
    });
    await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve));
    const address = fakeStripe.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const env = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      REFUND_WINDOW_DAYS: '180',
    };
    t = await startTestApp({
      env,
      buildOptions: {
        payments: {
          sweepIntervalMs: 0,
          provider: createStripeProvider({
            secretKey: SECRET_KEY,
            webhookSecret: WEBHOOK_SECRET,
            returnUrl: 'http://gom.test/wallet',
            clientConfig: { host: '127.0.0.1', port: address.port, protocol: 'http', maxNetworkRetries: 0 },
          }),
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fakeStripe.close(resolve));
  });

  function signedEvent(type: string, object: Record<string, unknown>) {
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      data: { object },
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(t.clock.now().getTime() / 1000),
    });
    return { payload, header };
  }

  function postStripeWebhook(payload: string, header: string) {
    return t.client().post('/api/payments/webhooks/stripe', undefined, {
      rawBody: payload,
      origin: null,
      cookies: false,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
  }

  async function fundUsd(value: number) {
    const player = await playerWithWallet(t);
    const response = await player.client.post(`/api/users/${player.user.id}/fund`, {
      idempotencyKey: newIdempotencyKey(),
      walletId: player.wallet.id,
      amount: { value, currency: 'USD' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const sessionId = (response.body.data.paymentLink as string).split('/').pop()!;
    return { ...player, sessionId, funding: response.body.data };
  }

  it('creates a Checkout Session in minor units with our transaction as its idempotency key', async () => {
    const { funding } = await fundUsd(10.5);
    expect(funding.paymentLink).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const request = seen.at(-1)!;
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.idempotencyKey).toBe(`gom-checkout-${funding.transactionId}`);
    expect(request.form.get('line_items[0][price_data][unit_amount]')).toBe('1050');
    expect(request.form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(request.form.get('mode')).toBe('payment');
    expect(request.form.get('client_reference_id')).toBe(funding.transactionId);
  });

  it('refuses USDT and USDC under Stripe with a clear 422', async () => {
    const player = await playerWithWallet(t, 'USDT');
    const before = seen.length;
    const response = await player.client.post(`/api/users/${player.user.id}/fund`, {
      idempotencyKey: newIdempotencyKey(),
      walletId: player.wallet.id,
      amount: { value: 5, currency: 'USDT' },
    });
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe('USDT funding is not available with this payment provider');
    expect(seen.length).toBe(before);
    expect((await player.client.get(`/api/users/${player.user.id}/transactions`)).body.data).toEqual([]);
  });

  it('credits once on a verified checkout.session.completed, however often it arrives', async () => {
    const player = await fundUsd(20);
    const { payload, header } = signedEvent('checkout.session.completed', {
      id: player.sessionId,
      object: 'checkout.session',
      amount_total: 2000,
      currency: 'usd',
      payment_status: 'paid',
    });
    expect((await postStripeWebhook(payload, header)).body.data.outcome).toBe('credited');
    expect((await postStripeWebhook(payload, header)).body.data.outcome).toBe('unchanged');
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(20);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('refunds a withdrawal back to the card through its payment intent, completed by refund.updated', async () => {
    const player = await fundUsd(20);
    const paid = signedEvent('checkout.session.completed', {
      id: player.sessionId,
      object: 'checkout.session',
      amount_total: 2000,
      currency: 'usd',
      payment_status: 'paid',
      payment_intent: 'pi_test_refundable',
    });
    expect((await postStripeWebhook(paid.payload, paid.header)).body.data.outcome).toBe('credited');
    const refundable = await player.client.get(`/api/users/${player.user.id}/withdrawals/refundable`);
    expect(refundable.body.data).toEqual([
      expect.objectContaining({ fundingId: player.funding.transactionId, remaining: { value: 20, currency: 'USD' } }),
    ]);
    const toBank = await player.client.post(`/api/users/${player.user.id}/withdrawals`, {
      idempotencyKey: newIdempotencyKey(),
      walletId: player.wallet.id,
      amount: { value: 8, currency: 'USD' },
      destination: { accountHolderName: 'Ada Lovelace', accountNumber: '0123456789' },
    });
    expect(toBank.status).toBe(422);

    const response = await player.client.post(`/api/users/${player.user.id}/withdrawals`, {
      idempotencyKey: newIdempotencyKey(),
      walletId: player.wallet.id,
      amount: { value: 8, currency: 'USD' },
      destination: { fundingId: player.funding.transactionId },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const withdrawalId = response.body.data.transactionId as string;
    const asked = seen.at(-1)!;
    expect(asked.path).toBe('/v1/refunds');
    expect(asked.idempotencyKey).toBe(`gom-refund-${withdrawalId}`);
    expect(asked.form.get('payment_intent')).toBe('pi_test_refundable');
    expect(asked.form.get('amount')).toBe('800');

    const refund = { object: 'refund', amount: 800, currency: 'usd', metadata: { transactionId: withdrawalId } };
    const pending = signedEvent('refund.created', { ...refund, id: `re_test_${seen.length}`, status: 'pending' });
    expect((await postStripeWebhook(pending.payload, pending.header)).body.data.outcome).toBe('ignored');
    const succeeded = signedEvent('refund.updated', { ...refund, id: `re_test_${seen.length}`, status: 'succeeded' });
    expect((await postStripeWebhook(succeeded.payload, succeeded.header)).body.data.outcome).toBe('paid');
    expect((await postStripeWebhook(succeeded.payload, succeeded.header)).body.data.outcome).toBe('unchanged');
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(12);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('refuses a bad signature, a tampered body and a changed amount, crediting nothing', async () => {
    const player = await fundUsd(30);
    const before = await totalPlayerMoney(t.database.db);
    const object = {
      id: player.sessionId,
      object: 'checkout.session',
      amount_total: 3000,
      currency: 'usd',
      payment_status: 'paid',
    };
    const { payload, header } = signedEvent('checkout.session.completed', object);
    expect((await postStripeWebhook(payload, 't=1,v1=deadbeef')).status).toBe(400);
    expect((await postStripeWebhook(payload.replace('3000', '300000'), header)).status).toBe(400);
    const otherSecret = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
      timestamp: Math.floor(t.clock.now().getTime() / 1000),
    });
    expect((await postStripeWebhook(payload, otherSecret)).status).toBe(400);
    const changed = signedEvent('checkout.session.completed', { ...object, amount_total: 300000 });
    const mismatch = await postStripeWebhook(changed.payload, changed.header);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.code).toBe('PAYMENT_MISMATCH');
    expect(await totalPlayerMoney(t.database.db)).toBe(before);
  });

  it('maps expired and failed sessions, and ignores unpaid completions and other events', async () => {
    const expiring = await fundUsd(1);
    const expired = signedEvent('checkout.session.expired', {
      id: expiring.sessionId,
      object: 'checkout.session',
      amount_total: 100,
      currency: 'usd',
    });
    expect((await postStripeWebhook(expired.payload, expired.header)).body.data.outcome).toBe('cancelled');

    const failing = await fundUsd(2);
    const unpaid = signedEvent('checkout.session.completed', {
      id: failing.sessionId,
      object: 'checkout.session',
      amount_total: 200,
      currency: 'usd',
      payment_status: 'unpaid',
    });
    expect((await postStripeWebhook(unpaid.payload, unpaid.header)).body.data.outcome).toBe('ignored');
    const failed = signedEvent('checkout.session.async_payment_failed', {
      id: failing.sessionId,
      object: 'checkout.session',
      amount_total: 200,
      currency: 'usd',
    });
    expect((await postStripeWebhook(failed.payload, failed.header)).body.data.outcome).toBe('failed');

    const other = signedEvent('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await postStripeWebhook(other.payload, other.header)).status).toBe(200);
    const statuses = (await failing.client.get(`/api/users/${failing.user.id}/transactions`)).body.data.map(
      (item: { status: string }) => item.status,
    );
    expect(statuses).toEqual(['failed']);
  });

  it('asks Stripe for the Checkout Session before the sweep cancels a funding whose webhook never came', async () => {
    const paid = await fundUsd(6);
    const open = await fundUsd(7);
    const outage = await fundUsd(8);
    const expired = await fundUsd(9);
    sessionStates.set(paid.sessionId, { status: 'complete', payment_status: 'paid' });
    sessionStates.set(open.sessionId, { status: 'open', payment_status: 'unpaid' });
    sessionStates.set(outage.sessionId, 'outage');
    sessionStates.set(expired.sessionId, { status: 'expired', payment_status: 'unpaid' });
    const statusOf = async (player: { funding: { transactionId: string } }) =>
      (
        await queryRows<{ status: string }>(
          t.database.db,
          sql`select status from money_transactions where id = ${player.funding.transactionId}`,
        )
      )[0]?.status;

    t.clock.advance(61 * 60_000);
    await t.app.payments.expireFundings();
    expect(await statusOf(paid)).toBe('completed');
    expect(await statusOf(open)).toBe('cancelled');
    expect(await statusOf(outage)).toBe('initiated');
    expect(await statusOf(expired)).toBe('cancelled');

    // The webhook arriving after all changes nothing; Stripe answering again settles the one it could not.
    const late = signedEvent('checkout.session.completed', {
      id: paid.sessionId,
      object: 'checkout.session',
      amount_total: 600,
      currency: 'usd',
      payment_status: 'paid',
    });
    expect((await postStripeWebhook(late.payload, late.header)).body.data.outcome).toBe('unchanged');
    sessionStates.set(outage.sessionId, { status: 'complete', payment_status: 'paid' });
    await t.app.payments.expireFundings();
    expect(await statusOf(outage)).toBe('completed');
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('does not serve the sandbox checkout when Stripe takes payments', async () => {
    expect((await fetch(`${t.baseUrl}/api/payments/sandbox/checkout/sbx_cs_abcdefghijkl`)).status).toBe(404);
    expect(
      (await t.client().post('/api/payments/webhooks/sandbox', undefined, { rawBody: '{}', origin: null })).status,
    ).toBe(404);
  });
});
