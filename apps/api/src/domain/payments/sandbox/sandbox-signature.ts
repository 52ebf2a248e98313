import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS } from '../payment-constants.ts';
import { headerValue, parseSignedJson, WebhookSignatureError, type ParseWebhookInput } from '../payment-provider.ts';

// The sandbox signs like the big providers do: HMAC-SHA256 over "<unix seconds>.<raw body>", sent as
// `Sandbox-Signature: t=<seconds>,v1=<hex>`. The timestamp inside the MAC stops replays of old requests.

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

function mac(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export function signSandboxPayload(options: { secret: string; rawBody: string; now: Date }): string {
  const timestamp = Math.floor(options.now.getTime() / 1000);
  return `t=${timestamp},v1=${mac(options.secret, timestamp, options.rawBody)}`;
}

/** Throws WebhookSignatureError unless `header` is a fresh signature of exactly `rawBody`. */
export function verifySandboxSignature(options: {
  secret: string;
  rawBody: Buffer;
  header: string | undefined;
  now: Date;
}): void {
  if (!options.header) throw new WebhookSignatureError('missing signature');
  const parts = new Map(
    options.header.split(',').map((part) => {
      const separator = part.indexOf('=');
      return [part.slice(0, separator).trim(), part.slice(separator + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    throw new WebhookSignatureError('malformed signature');
  }
  const expected = Buffer.from(mac(options.secret, timestamp, options.rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new WebhookSignatureError('bad signature');
  const age = Math.abs(options.now.getTime() / 1000 - timestamp);
  if (age > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError('signature too old');
}

/** A sandbox webhook's body as JSON, once its signature header proves it fresh and unaltered (else throws). */
export function readSignedSandboxBody({ rawBody, headers, now, secret }: ParseWebhookInput & { secret: string }) {
  verifySandboxSignature({ secret, rawBody, header: headerValue(headers, SANDBOX_SIGNATURE_HEADER), now });
  return parseSignedJson(rawBody);
}
