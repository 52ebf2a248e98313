import { createGameRequestSchema } from '@gom/contract/games';
import type { FastifyPluginAsync } from 'fastify';
import { createGame } from '../../domain/game/create-game.ts';
import { authOf } from '../../plugins/authentication.ts';

export const createGameRoutes: FastifyPluginAsync = async (app) => {
  /** The owner: holds the stake, draws the clips and creates the game at the confirmed odds. */
  app.post('/users/:userId/games', { preHandler: [app.requireUser, app.requireOwner] }, async (request, reply) => {
    const gameRequest = createGameRequestSchema.parse(request.body);
    const { gameId } = await createGame({
      db: app.db,
      clock: app.clock,
      userId: authOf(request).userId,
      request: gameRequest,
      plans: app.config.plans,
    });
    return reply.status(201).send({ data: { gameId } });
  });
};
