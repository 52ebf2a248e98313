import { userIdParamsSchema } from '@gom/contract/users';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyAccessToken } from '../domain/accounts/access-token.ts';
import { hearSessionRevocations } from '../domain/accounts/hear-session-revocations.ts';
import { createSessionCheckCache, type SessionCheckCache } from '../domain/accounts/session-check-cache.ts';
import { ApiError, unauthenticated } from '../http/api-error.ts';
import { ACCESS_TOKEN_COOKIE, readCookie } from '../http/session-cookies.ts';

export interface RequestAuth {
  userId: string;
  sessionId: string;
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The live session the request's access cookie belongs to, or null (HTTP calls and the game socket).
     * `readSession`: when the session must be read from the database, the caller's own statement reads it (with
     * what the request is for), answering whether it stands; unset: the session is read alone.
     */
    authenticate(
      request: FastifyRequest,
      readSession?: (claims: RequestAuth) => Promise<boolean>,
    ): Promise<RequestAuth | null>;
    /** preHandler: 401 UNAUTHENTICATED unless the access cookie belongs to a live session. */
    requireUser: PreHandler;
    /** preHandler after requireUser, for `/users/:userId/...`: 403 FORBIDDEN unless it is the signed-in user. */
    requireOwner: PreHandler;
    /**
     * Sessions seen standing, until their revocation is heard or for SESSION_CHECK_CACHE_SECONDS after this process
     * last knew they stood; a route that revokes one also evicts it at once.
     */
    sessionChecks: SessionCheckCache;
  }
  interface FastifyRequest {
    /** Set by requireUser. */
    auth: RequestAuth | null;
  }
}

export const FORBIDDEN_MESSAGE = 'You do not have access to this resource';

/** The signed-in player of a request that went through requireUser. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export const authenticationPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorate('sessionChecks', createSessionCheckCache({ ttlMs: app.config.sessionCheckCacheSeconds * 1_000 }));
    // Revocations are heard as they commit, so a session in use is not read again while this process hears them
    // (performance note 0030); SESSION_CHECK_CACHE_SECONDS stays the bound when it cannot.
    if (app.config.sessionCheckCacheSeconds > 0) {
      const { database, clock, log, sessionChecks: cache } = app;
      const hearing = hearSessionRevocations({ database, clock, log, cache });
      app.addHook('onClose', () => hearing.close());
    }

    app.decorate(
      'authenticate',
      async (
        request: FastifyRequest,
        readSession?: (claims: RequestAuth) => Promise<boolean>,
      ): Promise<RequestAuth | null> => {
        const token = readCookie(request, ACCESS_TOKEN_COOKIE);
        if (!token) return null;
        const claims = verifyAccessToken({ token, secret: app.config.jwtSecret, now: app.clock.now() });
        if (!claims) return null;
        const read = readSession && (() => readSession(claims));
        if (!(await app.sessionChecks.isActive({ db: app.db, ...claims, now: app.clock.now(), read }))) return null;
        return claims;
      },
    );

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const auth = await app.authenticate(request);
      if (!auth) throw unauthenticated();
      request.auth = auth;
    });

    app.decorate('requireOwner', async (request: FastifyRequest) => {
      const auth = authOf(request);
      // A malformed id is a 400 from the error handler, like any other bad input.
      const { userId } = userIdParamsSchema.parse(request.params);
      if (userId.toLowerCase() !== auth.userId.toLowerCase()) throw new ApiError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
    });
  },
  { name: 'authentication', dependencies: ['app-context'] },
);
