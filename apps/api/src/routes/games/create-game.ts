import { createGameRequestSchema } from '@gom/contract/games';
import type { FastifyPluginAsync } from 'fastify';
import { createGame } from '../../domain/game/create-game.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key-header.ts';
import { createBoundedQueue } from '../../lib/bounded-queue.ts';
import { authOf } from '../../plugins/authentication.ts';

/**
 * Game creations at once on this process (each holds a database connection for its transaction), and the
 * longest one waits for its turn before it is told to come back (503 OVERLOADED with Retry-After, decision 0092).
 */
export const GAME_CREATION_CONCURRENCY = 6;
export const GAME_CREATION_MAX_WAIT_MS = 2_000;

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
    const idempotencyKey = idempotencyKeyOf(request);
    const { gameId, replayed } = await creations.run(() =>
      createGame({
        db: app.db,
        clock: app.clock,
        userId: authOf(request).userId,
        request: gameRequest,
        plans: app.config.plans,
        idempotencyKey,
      }),
    );
    return reply.status(replayed ? 200 : 201).send({ data: { gameId } });
  });
};
