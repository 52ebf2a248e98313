import type { FastifyPluginAsync } from 'fastify';
import { readGameConfig } from '../../domain/game/game-config.ts';

/** The same for everyone and changed only by a deploy. */
const CONFIG_MAX_AGE_SECONDS = 60 * 60;

export const gameConfigRoutes: FastifyPluginAsync = async (app) => {
  /** Public: the rules as numbers. The web app keeps them for an hour. */
  app.get('/games/config', async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${CONFIG_MAX_AGE_SECONDS}`);
    return { data: readGameConfig() };
  });
};
