import type { FastifyPluginAsync } from 'fastify';
import { verifyAccessToken } from '../../domain/accounts/access-token.ts';
import { findSessionByRefreshToken } from '../../domain/accounts/find-session-by-refresh-token.ts';
import { revokeSession } from '../../domain/accounts/revoke-session.ts';
import {
  ACCESS_TOKEN_COOKIE,
  clearSessionCookies,
  readCookie,
  REFRESH_TOKEN_COOKIE,
} from '../../http/session-cookies.ts';

export const LOGOUT_MESSAGE = 'Signed out';

export const logoutRoutes: FastifyPluginAsync = async (app) => {
  /** Ends the session whichever cookie names it, and clears both cookies. Always succeeds. */
  app.post('/auth/logout', async (request, reply) => {
    const sessionIds = new Set<string>();
    const refreshToken = readCookie(request, REFRESH_TOKEN_COOKIE);
    if (refreshToken) {
      const sessionId = await findSessionByRefreshToken({ db: app.db, refreshToken });
      if (sessionId) sessionIds.add(sessionId);
    }
    const accessToken = readCookie(request, ACCESS_TOKEN_COOKIE);
    if (accessToken) {
      const claims = verifyAccessToken({
        token: accessToken,
        secret: app.config.jwtSecret,
        now: app.clock.now(),
      });
      if (claims) sessionIds.add(claims.sessionId);
    }
    for (const sessionId of sessionIds) {
      await revokeSession({ db: app.db, clock: app.clock, sessionId, reason: 'logout' });
      app.sessionChecks.forget(sessionId);
    }
    clearSessionCookies(reply, app.config);
    return { data: { message: LOGOUT_MESSAGE } };
  });
};
