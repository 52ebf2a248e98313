import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../domain/domain-error.ts';

/** An Idempotency-Key header: what a client generates (a UUID, a random token), no spaces or control characters. */
const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, 'Idempotency-Key must be 1 to 200 visible characters')
  .optional();

/**
 * The request's Idempotency-Key header (the IETF draft's name), undefined when it has none; a malformed one is
 * refused (400) before anything is done. The same key and request again answer what the first one made.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key';
    throw new DomainError('INVALID_INPUT', message, { idempotencyKey: message });
  }
  return parsed.data;
}
