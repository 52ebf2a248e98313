import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { getUserRole } from '../../domain/admin/get-user-role.ts';
import { ApiError } from '../../http/api-error.ts';
import { authOf, FORBIDDEN_MESSAGE } from '../../plugins/authentication.ts';
import { adminAuditRoutes } from './audit.ts';
import { adminGamesClipsRoutes } from './games-clips.ts';
import { adminMoneyRoutes } from './money.ts';
import { adminPlayersRoutes } from './players.ts';
import { adminTournamentsRoutes } from './tournaments.ts';

// The operator console's API: everything under /api/admin answers 401 without a session and 403 to
// anyone but an operator, checked by these hooks before any route of this scope runs (its input included).

export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireUser);
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const role = await getUserRole({ db: app.db, userId: authOf(request).userId });
    if (role !== 'operator') throw new ApiError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
  });
  await app.register(adminAuditRoutes);
  await app.register(adminPlayersRoutes);
  await app.register(adminMoneyRoutes);
  await app.register(adminGamesClipsRoutes);
  await app.register(adminTournamentsRoutes);
};
