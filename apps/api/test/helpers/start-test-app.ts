import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { mergeRateLimits, type RateLimitOverrides } from '../../src/rate-limit/rate-limits.ts';
import { HttpClient } from './http-client.ts';
import { openTestDatabase } from './test-database.ts';
import { createTestClock, type TestClock } from './test-clock.ts';

export const TEST_PUBLIC_URL = 'http://gom.test';
const TEST_SECRET = 'test-secret-that-is-long-enough-for-the-config-check';

/** The secrets every test app is configured with: another process given them (and the same DATA_DIR) is its twin. */
export const TEST_SECRETS_ENV = {
  JWT_SECRET: TEST_SECRET,
  OTP_SECRET: `${TEST_SECRET}-otp`,
  MEDIA_SECRET: `${TEST_SECRET}-media`,
  CLIP_SECRET: `${TEST_SECRET}-clips`,
};

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** An Origin the server accepts. */
  origin: string;
  /** Every log line the server wrote, as JSON text. */
  logs: string[];
  /** A new client (its own cookie jar) sending the accepted Origin. */
  client(): HttpClient;
  close(): Promise<void>;
}

export interface StartTestAppOptions {
  env?: Record<string, string>;
  /** Default: limits high enough that no other test trips them. */
  rateLimits?: RateLimitOverrides;
  /** Runs before the app listens, e.g. to add a route for a test. */
  configure?: (app: FastifyInstance) => void | Promise<void>;
  buildOptions?: Partial<BuildAppOptions>;
}

const GENEROUS_RULE = { max: 10_000, windowMs: 60_000 };
const GENEROUS_LIMITS: RateLimitOverrides = {
  login: {
    perIp: GENEROUS_RULE,
    perEmailAndIp: GENEROUS_RULE,
    slowdown: { freeAttempts: 10_000, firstDelayMs: 0, maxDelayMs: 0, maxQueueMs: 0, windowMs: 60_000 },
  },
  register: { perIp: GENEROUS_RULE, perEmail: GENEROUS_RULE },
  resetRequest: { perIp: GENEROUS_RULE, perEmail: GENEROUS_RULE },
  resetConfirm: { perIp: GENEROUS_RULE, perEmail: GENEROUS_RULE },
};

/** Starts the real app over real HTTP on a free port, with a fresh database and a test clock. */
export async function startTestApp(options: StartTestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gom-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    ...TEST_SECRETS_ENV,
    WEB_DIST_DIR: join(dataDir, 'no-web-dist'),
    // Most money-out tests are about the payout provider and pay out money their players paid in by card, which the
    // closed loop would send back to the card first: it is on where a test says so (test/wallet/closed-loop.test.ts).
    REFUND_WINDOW_DAYS: '0',
    ...options.env,
  });
  const database = await openTestDatabase();
  const clock = createTestClock();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  const app = await buildApp({
    config,
    database,
    clock,
    rateLimits: mergeRateLimits({
      login: { ...GENEROUS_LIMITS.login, ...options.rateLimits?.login },
      register: { ...GENEROUS_LIMITS.register, ...options.rateLimits?.register },
      resetRequest: { ...GENEROUS_LIMITS.resetRequest, ...options.rateLimits?.resetRequest },
      resetConfirm: { ...GENEROUS_LIMITS.resetConfirm, ...options.rateLimits?.resetConfirm },
    }),
    logger: { stream, level: 'info' },
    ...options.buildOptions,
  });
  await options.configure?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test app has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    database,
    clock,
    baseUrl,
    origin: TEST_PUBLIC_URL,
    logs,
    client: () => new HttpClient(baseUrl, TEST_PUBLIC_URL),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
