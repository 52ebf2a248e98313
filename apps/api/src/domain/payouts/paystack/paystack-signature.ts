import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from '../../payments/payment-provider.ts';

// Paystack signs each webhook with `x-paystack-signature`: the hex HMAC-SHA512 of the raw request body,
// keyed with the account's secret key (there is no separate webhook secret and no timestamp).

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

export function signPaystackPayload(secretKey: string, rawBody: string | Buffer): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Throws WebhookSignatureError unless `header` is Paystack's signature of exactly `rawBody`. */
export function verifyPaystackSignature(options: { secretKey: string; rawBody: Buffer; header: string | undefined }) {
  if (!options.header) throw new WebhookSignatureError('missing signature');
  if (!/^[0-9a-f]{128}$/i.test(options.header)) throw new WebhookSignatureError('malformed signature');
  const expected = Buffer.from(signPaystackPayload(options.secretKey, options.rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(options.header, 'hex'))) throw new WebhookSignatureError('bad signature');
}
