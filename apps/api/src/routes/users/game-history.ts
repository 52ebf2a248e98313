import { gameHistoryQuerySchema, type GameHistoryPage } from '@gom/contract/stats';
import type { FastifyPluginAsync } from 'fastify';
import { listGameHistory } from '../../domain/stats/list-game-history.ts';
import { readGameRecap } from '../../domain/stats/read-game-recap.ts';
import { toGameHistoryItemResponse, toGameRecapResponse } from '../../http/stats-response.ts';
import { authOf } from '../../plugins/authentication.ts';

export const gameHistoryRoutes: FastifyPluginAsync = async (app) => {
  app.get('/users/:userId/games', { preHandler: [app.requireUser, app.requireOwner] }, async (request) => {
    const { page, pageSize } = gameHistoryQuerySchema.parse(request.query);
    const history = await listGameHistory({ db: app.db, userId: authOf(request).userId, page, pageSize });
    const data: GameHistoryPage = {
      items: history.items.map(toGameHistoryItemResponse),
      page,
      pageSize,
      total: history.total,
    };
    return { data };
  });

  app.get<{ Params: { gameId: string } }>(
    '/users/:userId/games/:gameId/recap',
    { preHandler: [app.requireUser, app.requireOwner] },
    async (request) => {
      const recap = await readGameRecap({ db: app.db, userId: authOf(request).userId, gameId: request.params.gameId });
      return { data: toGameRecapResponse(recap, (options) => app.media.issuePath(options)) };
    },
  );
};
