import { createGameRequestSchema } from '@gom/contract/games';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../domain/domain-error.ts';
import { createGame } from '../../domain/game/create-game.ts';
import { createBoundedQueue } from '../../lib/bounded-queue.ts';
import { authOf } from '../../plugins/authentication.ts';

/**
 * Game creations at once on this process (each holds a database connection for its transaction), and the
 * longest one waits for its turn before it is told to come back (503 OVERLOADED with Retry-After, decision 0092).
 */
export const GAME_CREATION_CONCURRENCY = 6;
export const GAME_CREATION_MAX_WAIT_MS = 2_000;

/** An Idempotency-Key header: what a client generates (a UUID, a random token), no spaces or control characters. */
const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, 'Idempotency-Key must be 1 to 200 visible characters')
  .optional();

export const createGameRoutes: FastifyPluginAsync = async (app) => {
  const creations = createBoundedQueue({
    name: 'game creation',
    concurrency: GAME_CREATION_CONCURRENCY,
    maxWaitMs: GAME_CREATION_MAX_WAIT_MS,
    initialServiceMs: 50,
  });

  /**
   * The owner: holds the stake, draws the clips and creates the game at the confirmed odds (201). With an
   * Idempotency-Key header, the same key and request again answer the same game (200), another request 409.
   */
  app.post('/users/:userId/games', { preHandler: [app.requireUser, app.requireOwner] }, async (request, reply) => {
    const gameRequest = createGameRequestSchema.parse(request.body);
    const keyHeader = request.headers['idempotency-key'];
    const parsedKey = idempotencyKeySchema.safeParse(Array.isArray(keyHeader) ? keyHeader[0] : keyHeader);
    if (!parsedKey.success) {
      const message = parsedKey.error.issues[0]?.message ?? 'Invalid Idempotency-Key';
      throw new DomainError('INVALID_INPUT', message, { idempotencyKey: message });
    }
    const { gameId, replayed } = await creations.run(() =>
      createGame({
        db: app.db,
        clock: app.clock,
        userId: authOf(request).userId,
        request: gameRequest,
        plans: app.config.plans,
        idempotencyKey: parsedKey.data,
      }),
    );
    return reply.status(replayed ? 200 : 201).send({ data: { gameId } });
  });
};
