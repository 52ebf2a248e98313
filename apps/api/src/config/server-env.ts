import { z } from 'zod';
import { httpUrl, matching, oneOf, quietly, wholeNumber } from './env-schema.ts';
import { trustProxySchema } from './trust-proxy.ts';

// Where the server listens, what it answers to, where its data and mail go, and how it logs.

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '0.0.0.0';
export const DEFAULT_DATA_DIR = './data';
export const DEFAULT_MAIL_FROM = 'Goal or Miss <no-reply@goal-or-miss.local>';
export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Seconds a stopping process keeps serving while failing its readiness check, so a load balancer can move away. */
export const MAX_SHUTDOWN_DRAIN_SECONDS = 120;
/** How often the periodic sweeps (jobs/periodic-sweeps.ts) run in every API and worker process. */
export const DEFAULT_SWEEP_INTERVAL_SECONDS = 60;
export const MAX_SWEEP_INTERVAL_SECONDS = 3_600;
/** Seconds an API process trusts that a session it saw standing still stands (revocation's bound elsewhere). */
export const DEFAULT_SESSION_CHECK_CACHE_SECONDS = 5;
export const MAX_SESSION_CHECK_CACHE_SECONDS = 60;

export type { TrustProxy } from './trust-proxy.ts';

export const FANOUTS = ['notify', 'nats'] as const;

/** A comma list of http(s) origins; each bad entry is named on its own line. */
const originList = quietly(
  z.string().transform((raw, context) => {
    const origins: string[] = [];
    for (const entry of raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const origin = httpUrl('').safeParse(entry).success ? originOf(entry) : undefined;
      if (origin) origins.push(origin);
      else
        context.addIssue({ code: 'custom', message: `has ${JSON.stringify(entry)}, which is not an http(s) origin` });
    }
    return origins;
  }),
);

export const SERVER_ENV = {
  NODE_ENV: oneOf(NODE_ENVS).default('development'),
  PORT: wholeNumber(0, 65535, 'must be a whole number between 0 and 65535').default(DEFAULT_PORT),
  HOST: z.string().default(DEFAULT_HOST),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  /** How long a starting server waits for PostgreSQL to answer, retrying with backoff, before it gives up. */
  DATABASE_WAIT_SECONDS: wholeNumber(0, 3_600, 'must be a whole number of seconds from 0 to 3600').default(60),
  DATABASE_URL: quietly(matching(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL').optional()),
  PUBLIC_URL: httpUrl('must be an http(s) URL such as https://play.example.com')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  ALLOWED_ORIGINS: originList.optional(),
  SMTP_URL: quietly(matching(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: z.string().default(DEFAULT_MAIL_FROM),
  /** Unset: warn under test, info otherwise. */
  LOG_LEVEL: oneOf(LOG_LEVELS).optional(),
  TRUST_PROXY: trustProxySchema.default(false),
  WEB_DIST_DIR: z.string().optional(),
  SESSION_CHECK_CACHE_SECONDS: wholeNumber(
    0,
    MAX_SESSION_CHECK_CACHE_SECONDS,
    `must be a whole number from 0 (check the database on every request) to ${MAX_SESSION_CHECK_CACHE_SECONDS}`,
  ).default(DEFAULT_SESSION_CHECK_CACHE_SECONDS),
  SHUTDOWN_DRAIN_SECONDS: wholeNumber(0, MAX_SHUTDOWN_DRAIN_SECONDS).default(0),
  /** The risk monitor's schedule. */
  RISK_SCAN_INTERVAL_SECONDS: wholeNumber(0, 86_400, 'must be a whole number from 0 (off) to 86400').default(300),
  SWEEP_INTERVAL_SECONDS: wholeNumber(1, MAX_SWEEP_INTERVAL_SECONDS).default(DEFAULT_SWEEP_INTERVAL_SECONDS),
  /** How a game's changes reach the other API processes (decision 0140): PostgreSQL NOTIFY, or NATS. */
  FANOUT: oneOf(FANOUTS).default('notify'),
  /** With FANOUT=nats: the NATS server(s), comma-separated (it may carry a user and password). */
  NATS_URL: quietly(
    matching(
      /^(nats|tls):\/\/[^\s,]+(,(nats|tls):\/\/[^\s,]+)*$/,
      'must be a nats:// (or tls://) URL such as nats://127.0.0.1:4222, several comma-separated',
    ).optional(),
  ),
};

export function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
