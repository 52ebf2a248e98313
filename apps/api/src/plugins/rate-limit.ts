import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error.ts';
import type { RateLimitStore } from '../rate-limit/rate-limit-store.ts';
import type { RateLimitedAction, RateLimitRule, RateLimits } from '../rate-limit/rate-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one attempt at `action` from the request's IP; 429 RATE_LIMITED with Retry-After when over. */
    rateLimitByIp(request: FastifyRequest, action: RateLimitedAction): Promise<void>;
    /** Counts one attempt at `action` on this (normalised) email; 429 RATE_LIMITED with Retry-After when over. */
    rateLimitByEmail(request: FastifyRequest, action: RateLimitedAction, email: string): Promise<void>;
  }
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please try again later.';

export const rateLimitPlugin = fp<{ store: RateLimitStore; limits: RateLimits }>(
  async (app, { store, limits }) => {
    // The IP is counted before the body is parsed (garbage counts too), the email once it is known.
    const check = async (request: FastifyRequest, key: string, rule: RateLimitRule) => {
      const now = app.clock.now();
      const { count, resetAt } = await store.hit({ key, windowMs: rule.windowMs, now });
      if (count <= rule.max) return;
      request.log.warn({ key: key.split(':').slice(0, 2).join(':') }, 'rate limited');
      const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
      throw new ApiError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE, {
        headers: { 'retry-after': String(retryAfterSeconds) },
      });
    };
    app.decorate('rateLimitByIp', (request: FastifyRequest, action: RateLimitedAction) =>
      check(request, `${action}:ip:${request.ip}`, limits[action].perIp),
    );
    app.decorate('rateLimitByEmail', (request: FastifyRequest, action: RateLimitedAction, email: string) =>
      check(request, `${action}:email:${email}`, limits[action].perEmail),
    );
  },
  { name: 'rate-limit', dependencies: ['app-context'] },
);
