import type { FastifyRequest } from 'fastify';
import type { EntryOrigin } from '../domain/contests/entry-origins.ts';
import { authOf } from '../plugins/authentication.ts';

/** Where a signed-in request to enter a contest came from: its address, its browser and its session (the device). */
export function entryOriginOf(request: FastifyRequest): EntryOrigin {
  return {
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    sessionId: authOf(request).sessionId,
  };
}
