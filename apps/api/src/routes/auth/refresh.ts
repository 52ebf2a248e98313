import type { FastifyPluginAsync } from 'fastify';
import { signAccessToken } from '../../domain/accounts/access-token.ts';
import { getUser } from '../../domain/accounts/get-user.ts';
import { rotateRefreshToken } from '../../domain/accounts/rotate-refresh-token.ts';
import { unauthenticated } from '../../http/api-error.ts';
import {
  clearSessionCookies,
  readCookie,
  REFRESH_TOKEN_COOKIE,
  setSessionCookies,
} from '../../http/session-cookies.ts';
import { toUserResponse } from '../../http/user-response.ts';

export const refreshRoutes: FastifyPluginAsync = async (app) => {
  /** Trades the refresh cookie for a new pair of cookies; answers the user. */
  app.post('/auth/refresh', async (request, reply) => {
    const refreshToken = readCookie(request, REFRESH_TOKEN_COOKIE);
    if (!refreshToken) throw unauthenticated();
    try {
      const session = await rotateRefreshToken({ db: app.db, clock: app.clock, refreshToken });
      const user = await getUser({ db: app.db, userId: session.userId });
      if (!user) throw unauthenticated();
      const accessToken = signAccessToken({ ...session, secret: app.config.jwtSecret, now: app.clock.now() });
      setSessionCookies(reply, app.config, { accessToken, ...session });
      return { data: toUserResponse(user) };
    } catch (error) {
      // Cookies that no longer work are only noise on every later request.
      clearSessionCookies(reply, app.config);
      throw error;
    }
  });
};
