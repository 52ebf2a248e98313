import type { FastifyPluginAsync } from 'fastify';
import { getUser } from '../../domain/accounts/get-user.ts';
import { unauthenticated } from '../../http/api-error.ts';
import { toUserResponse } from '../../http/user-response.ts';
import { authOf } from '../../plugins/authentication.ts';

export const profileRoutes: FastifyPluginAsync = async (app) => {
  app.get('/users/profile', { preHandler: app.requireUser }, async (request) => {
    const user = await getUser({ db: app.db, userId: authOf(request).userId });
    if (!user) throw unauthenticated();
    return { data: toUserResponse(user) };
  });
};
