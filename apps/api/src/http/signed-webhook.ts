import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WebhookSignatureError, type ParseWebhookInput } from '../domain/payments/payment-provider.ts';
import { ApiError } from './api-error.ts';

// What every provider webhook route shares: the body is read as raw bytes (the signature is computed over
// them, not over re-serialised JSON) and nothing in it is believed before the provider verifies it.

/** Call inside an encapsulated plugin: only its routes see bodies as raw bytes. */
export function acceptRawBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

/** The provider's parsed event, or a 400 INVALID_SIGNATURE (logged) when the signature does not verify. */
export function verifiedWebhookEvent<Event>(
  request: FastifyRequest,
  provider: { name: string; parseWebhook(input: ParseWebhookInput): Event },
  now: Date,
): Event {
  const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  try {
    return provider.parseWebhook({ rawBody, headers: request.headers, now });
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    request.log.warn({ provider: provider.name, reason: error.message }, 'webhook refused: bad signature');
    throw new ApiError(400, 'INVALID_SIGNATURE', 'The webhook signature is not valid');
  }
}
