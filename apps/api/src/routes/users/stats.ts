import type { FastifyPluginAsync } from 'fastify';
import { getPlayerStats } from '../../domain/stats/get-player-stats.ts';
import { toPlayerStatsResponse } from '../../http/stats-response.ts';
import { authOf } from '../../plugins/authentication.ts';

export const statsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/users/:userId/stats', { preHandler: [app.requireUser, app.requireOwner] }, async (request) => {
    const figures = await getPlayerStats({ db: app.db, userId: authOf(request).userId });
    return { data: toPlayerStatsResponse(figures) };
  });
};
