import { LEADERBOARD_MIN_ANSWERED, leaderboardQuerySchema, type Leaderboard } from '@gom/contract/stats';
import type { FastifyPluginAsync } from 'fastify';
import { getLeaderboard } from '../domain/stats/get-leaderboard.ts';
import { toLeaderboardRowResponse } from '../http/stats-response.ts';
import { authOf } from '../plugins/authentication.ts';

export const leaderboardRoutes: FastifyPluginAsync = async (app) => {
  app.get('/leaderboard', { preHandler: app.requireUser }, async (request) => {
    const { period } = leaderboardQuerySchema.parse(request.query);
    const board = await getLeaderboard({ db: app.db, clock: app.clock, period, userId: authOf(request).userId });
    const data: Leaderboard = {
      period,
      minimumAnswered: LEADERBOARD_MIN_ANSWERED,
      rows: board.rows.map(toLeaderboardRowResponse),
      me: board.me && toLeaderboardRowResponse(board.me),
    };
    return { data };
  });
};
