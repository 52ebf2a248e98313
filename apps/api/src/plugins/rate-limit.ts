import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error.ts';
import { knownDeviceOf } from '../http/known-device-cookie.ts';
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
      // A browser the owner signed in with has a queue of its own; every other attempt shares the account's.
      const device = knownDeviceOf(request, app.config.jwtSecret, email);
      const lane = device ? `login:device:${device}:${email}` : `login:email:${email}`;
      // Counted when the attempt starts, and checked in turn: attempts sent at once wait one after another.
      const { slowdown } = limits.login;
      const now = app.clock.now();
      const { count } = await store.hit({ key: lane, windowMs: slowdown.windowMs, now });
      const delayMs = loginDelayMs(count, slowdown);
      if (delayMs === 0) return;
      const turn = await store.claimTurn({
        key: `${lane}:turn`,
        spacingMs: delayMs,
        maxWaitMs: slowdown.maxQueueMs,
        now,
      });
      if (!turn.granted) {
        request.log.warn({ known: Boolean(device) }, 'login queue full');
        const retryAfterSeconds = Math.max(1, Math.ceil((turn.at.getTime() - now.getTime()) / 1000));
        throw new ApiError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE, {
          headers: { 'retry-after': String(retryAfterSeconds) },
        });
      }
      const waitMs = turn.at.getTime() - now.getTime();
      request.log.info({ delayMs, waitMs }, 'login slowed');
      await sleep(waitMs);
    });
  },
  { name: 'rate-limit', dependencies: ['app-context'] },
);
