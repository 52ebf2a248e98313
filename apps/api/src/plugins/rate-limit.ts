import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error.ts';
import type { RateLimitStore } from '../rate-limit/rate-limit-store.ts';
import {
  loginDelayMs,
  type EmailLimitedAction,
  type RateLimitedAction,
  type RateLimitRule,
  type RateLimits,
} from '../rate-limit/rate-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one attempt at `action` from the request's IP; 429 RATE_LIMITED with Retry-After when over. */
    rateLimitByIp(request: FastifyRequest, action: RateLimitedAction): Promise<void>;
    /** Counts one attempt at `action` on this (normalised) email; 429 RATE_LIMITED with Retry-After when over. */
    rateLimitByEmail(request: FastifyRequest, action: EmailLimitedAction, email: string): Promise<void>;
    /**
     * Counts one login attempt at this (normalised) email: 429 when this address has tried it too often,
     * otherwise a wait that grows with the attempts at the account from anywhere. Never refuses the
     * account as such, so nobody can lock its owner out.
     */
    throttleLogin(request: FastifyRequest, email: string): Promise<void>;
  }
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please try again later.';

export interface RateLimitPluginOptions {
  store: RateLimitStore;
  limits: RateLimits;
  /** Default: a real timer. Tests pass one that records the waits. */
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { store, limits, sleep = sleepFor }) => {
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
    app.decorate('rateLimitByEmail', (request: FastifyRequest, action: EmailLimitedAction, email: string) =>
      check(request, `${action}:email:${email}`, limits[action].perEmail),
    );
    app.decorate('throttleLogin', async (request: FastifyRequest, email: string) => {
      await check(request, `login:pair:${email}:${request.ip}`, limits.login.perEmailAndIp);
      // Counted when the attempt starts, so attempts sent at once wait in turn too.
      const { slowdown } = limits.login;
      const { count } = await store.hit({
        key: `login:email:${email}`,
        windowMs: slowdown.windowMs,
        now: app.clock.now(),
      });
      const delayMs = loginDelayMs(count, slowdown);
      if (delayMs === 0) return;
      request.log.info({ delayMs }, 'login slowed');
      await sleep(delayMs);
    });
  },
  { name: 'rate-limit', dependencies: ['app-context'] },
);
