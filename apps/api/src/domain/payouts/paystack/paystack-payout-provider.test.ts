import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../../payments/payment-provider.ts';
import { createPaystackPayoutProvider } from './paystack-payout-provider.ts';
import { signPaystackPayload } from './paystack-signature.ts';

// Offline: webhook bodies shaped like Paystack's transfer events, signed as Paystack signs them (hex
// HMAC-SHA512 of the raw body with the secret key, in x-paystack-signature); the API calls go to a fake fetch.

const SECRET = 'sk_test_0123456789abcdef';
const now = new Date('2030-01-15T12:00:00Z');

function transferEvent(event: string, overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    event,
    data: {
      amount: 500000,
      currency: 'NGN',
      reference: '6b3c5a84-1f1e-4e57-9d9c-2f6a1c1e9a10',
      transfer_code: 'TRF_1ptvuv321ahaa7q',
      status: event === 'transfer.success' ? 'success' : 'failed',
      ...overrides,
    },
  });
}

const provider = createPaystackPayoutProvider({ secretKey: SECRET });
const parse = (rawBody: string, signature: string | undefined) =>
  provider.parseWebhook({
    rawBody: Buffer.from(rawBody),
    headers: signature === undefined ? {} : { 'x-paystack-signature': signature },
    now,
  });

describe('Paystack payout webhooks', () => {
  it('turns a signed transfer.success into a completed payout of our withdrawal', () => {
    const body = transferEvent('transfer.success');
    expect(parse(body, signPaystackPayload(SECRET, body))).toEqual({
      type: 'completed',
      transactionId: '6b3c5a84-1f1e-4e57-9d9c-2f6a1c1e9a10',
      payoutId: 'TRF_1ptvuv321ahaa7q',
      amount: 500000n,
      currency: 'NGN',
    });
  });

  it('treats transfer.failed and transfer.reversed as failed', () => {
    for (const event of ['transfer.failed', 'transfer.reversed']) {
      const body = transferEvent(event);
      expect(parse(body, signPaystackPayload(SECRET, body))).toMatchObject({ type: 'failed' });
    }
  });

  it('ignores verified events that are not transfer outcomes', () => {
    const body = JSON.stringify({ event: 'charge.success', data: { reference: 'x' } });
    expect(parse(body, signPaystackPayload(SECRET, body))).toEqual({
      type: 'ignored',
      reason: 'not a transfer outcome',
    });
  });

  it('refuses a missing, malformed, wrong-key or tampered signature', () => {
    const body = transferEvent('transfer.success');
    expect(() => parse(body, undefined)).toThrow(WebhookSignatureError);
    expect(() => parse(body, 'abc')).toThrow('malformed signature');
    expect(() => parse(body, signPaystackPayload('sk_test_other', body))).toThrow('bad signature');
    const tampered = transferEvent('transfer.success', { amount: 900000 });
    expect(() => parse(tampered, signPaystackPayload(SECRET, body))).toThrow('bad signature');
    // Re-serialised JSON is not the raw body the signature covers.
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    expect(() => parse(reformatted, signPaystackPayload(SECRET, body))).toThrow('bad signature');
  });
});

describe('Paystack payouts', () => {
  it('creates a recipient, then a transfer whose reference is our withdrawal id', async () => {
    const calls: Array<{ url: string; body: Record<string, unknown>; auth: string | null }> = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      const url = String(input);
      calls.push({
        url,
        body: JSON.parse(String(init?.body)) as Record<string, unknown>,
        auth: new Headers(init?.headers).get('authorization'),
      });
      const data = url.endsWith('/transferrecipient') ? { recipient_code: 'RCP_abc' } : { transfer_code: 'TRF_xyz' };
      return new Response(JSON.stringify({ status: true, message: 'ok', data }), { status: 200 });
    };
    const paystack = createPaystackPayoutProvider({ secretKey: SECRET, fetch: fakeFetch });
    const payout = await paystack.createPayout({
      transactionId: '6b3c5a84-1f1e-4e57-9d9c-2f6a1c1e9a10',
      reference: 'GOM-7K2Q9XWD',
      currency: 'NGN',
      amount: 500000n,
      destination: { accountHolderName: 'Ada Lovelace', accountNumber: '0123456789', bankCode: '058' },
    });
    expect(payout).toEqual({ payoutId: 'TRF_xyz' });
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.paystack.co/transferrecipient',
      'https://api.paystack.co/transfer',
    ]);
    expect(calls[0]?.auth).toBe(`Bearer ${SECRET}`);
    expect(calls[0]?.body).toMatchObject({ type: 'nuban', account_number: '0123456789', bank_code: '058' });
    expect(calls[1]?.body).toMatchObject({
      source: 'balance',
      amount: 500000,
      recipient: 'RCP_abc',
      reference: '6b3c5a84-1f1e-4e57-9d9c-2f6a1c1e9a10',
    });
  });

  it('pays NGN only, needs a bank code, and cannot recall a transfer', async () => {
    expect(provider.supportsCurrency('NGN')).toBe(true);
    expect(provider.supportsCurrency('USD')).toBe(false);
    expect(provider.destinationProblems('NGN', { accountHolderName: 'A', accountNumber: '0123456789' })).toEqual({
      'destination.bankCode': 'Please enter the bank code',
    });
    expect(await provider.cancelPayout('x')).toBe(false);
  });

  it('fails loudly when Paystack refuses, so the withdrawal stays pending', async () => {
    const refusing: typeof fetch = async () => new Response('{"status":false,"message":"no"}', { status: 400 });
    const paystack = createPaystackPayoutProvider({ secretKey: SECRET, fetch: refusing });
    await expect(
      paystack.createPayout({
        transactionId: 't',
        reference: 'r',
        currency: 'NGN',
        amount: 1n,
        destination: { accountHolderName: 'A', accountNumber: '0123456789', bankCode: '058' },
      }),
    ).rejects.toThrow('HTTP 400');
  });
});
