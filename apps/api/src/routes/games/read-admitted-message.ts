import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RequestAuth } from '../../plugins/authentication.ts';
import { parseSocketMessage } from './parse-socket-message.ts';

export type AdmittedMessage<Schema extends z.ZodType> =
  | { kind: 'message'; message: z.infer<Schema> }
  /** The session ended since the socket opened (signed out elsewhere, or the account locked by an operator). */
  | { kind: 'signedOut' }
  /** Not a message of the contract: the first problem's text, for an errorOccurred. */
  | { kind: 'malformed'; error: string };

/**
 * A frame from an admitted socket, checked as an API call is on every message: the session still live (so a sign-out
 * or a lock closes the socket in every process within the session check cache's seconds), then parsed by the
 * socket's contract schema. Nothing is judged until both hold.
 */
export async function readAdmittedMessage<Schema extends z.ZodType>(
  app: FastifyInstance,
  options: { auth: RequestAuth; schema: Schema; data: unknown; isBinary: boolean },
): Promise<AdmittedMessage<Schema>> {
  const { auth, schema, data, isBinary } = options;
  if (!(await app.sessionChecks.isActive({ db: app.db, ...auth, now: app.clock.now() }))) return { kind: 'signedOut' };
  const parsed = parseSocketMessage(schema, isBinary ? null : String(data));
  if ('error' in parsed) return { kind: 'malformed', error: parsed.error };
  return { kind: 'message', message: parsed.message };
}
