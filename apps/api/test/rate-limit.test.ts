import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { newRegistration, registerAccount } from './helpers/accounts.ts';
import type { HttpClient } from './helpers/http-client.ts';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

const RATE_LIMITED = { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' } };
const WINDOW_MS = 60_000;
const rule = (max: number) => ({ max, windowMs: WINDOW_MS });

describe('rate limits', () => {
  let t: TestApp;
  /** The waits the login slowdown asked for, in order. */
  const waits: number[] = [];
  beforeAll(async () => {
    t = await startTestApp({
      // Addresses come from X-Forwarded-For (this test is the trusted proxy), so one test can speak from many.
      env: { TRUST_PROXY: '127.0.0.1' },
      rateLimits: {
        login: {
          perIp: rule(100),
          perEmailAndIp: rule(3),
          slowdown: { freeAttempts: 2, firstDelayMs: 100, maxDelayMs: 400, maxQueueMs: 2_000, windowMs: WINDOW_MS },
        },
        register: { perIp: rule(4), perEmail: rule(100) },
        resetRequest: { perIp: rule(100), perEmail: rule(2) },
        resetConfirm: { perIp: rule(100), perEmail: rule(3) },
      },
      buildOptions: {
        // A wait passes at once, and the server's clock moves by it, as a real wait would move it.
        sleep: async (ms) => {
          waits.push(ms);
          t.clock.advance(ms);
        },
      },
    });
  });
  afterAll(() => t.close());

  const loginFrom = (address: string, email: string, password: string) =>
    t.client().post('/api/auth/login', { email, password }, { headers: { 'x-forwarded-for': address } });

  it('login: wrong passwords from rotating addresses slow the account down but never lock its owner out', async () => {
    const { registration } = await registerAccount(t.client());
    waits.length = 0;
    for (let i = 1; i <= 20; i += 1) {
      const attacker = await loginFrom(`203.0.113.${i}`, registration.email, `Wrong${i}Password`);
      expect(attacker.status).toBe(401);
    }
    // Two free attempts, then 100 ms doubling up to the 400 ms ceiling.
    expect(waits).toEqual([100, 200, 400, ...Array(15).fill(400)]);
    // The owner, from their own address, signs in at once after the ceiling's wait.
    const owner = await loginFrom('198.51.100.7', registration.email, registration.password);
    expect(owner.status).toBe(200);
    expect(waits.at(-1)).toBe(400);
    // Another account is not slowed at all.
    const other = await registerAccount(t.client());
    const before = waits.length;
    expect((await loginFrom('203.0.113.1', other.registration.email, other.registration.password)).status).toBe(200);
    expect(waits.length).toBe(before);
  });

  it('login: one address gets a few tries at one account, with Retry-After; the window then reopens', async () => {
    const { registration } = await registerAccount(t.client());
    const attacker = '192.0.2.1';
    for (let i = 0; i < 3; i += 1)
      expect((await loginFrom(attacker, registration.email, 'Wrong1Password')).status).toBe(401);
    const limited = await loginFrom(attacker, registration.email, registration.password);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(RATE_LIMITED);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(limited.setCookies).toEqual({});

    // The owner from another address, and the same address at another account, are not affected.
    expect((await loginFrom('198.51.100.8', registration.email, registration.password)).status).toBe(200);
    expect((await loginFrom(attacker, 'other@example.com', 'x')).status).toBe(401);

    t.clock.advance(WINDOW_MS);
    expect((await loginFrom(attacker, registration.email, registration.password)).status).toBe(200);
  });

  it('email change: a wrong current password counts against the account with the sign-in attempts', async () => {
    const { registration } = await registerAccount(t.client());
    const client = t.client();
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    const signIn = { email: registration.email, password: registration.password };
    expect((await client.post('/api/auth/login', signIn, from('198.51.100.20'))).status).toBe(200);
    waits.length = 0;
    const change = (currentPassword: string) =>
      client.post(
        '/api/users/profile/email',
        { email: 'elsewhere@example.com', currentPassword },
        from('203.0.113.50'),
      );
    // The sign-in was the account's first attempt; the second is free, the third and fourth wait.
    for (let i = 1; i <= 3; i += 1) expect((await change(`Wrong${i}Password`)).status).toBe(400);
    expect(waits).toEqual([100, 200]);
    // Past the tries one address gets at one account: refused, even with the right password.
    const limited = await change(registration.password);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(RATE_LIMITED);
    // And signing in from elsewhere now waits too: one count for the account, however the guesses arrive.
    expect((await t.client().post('/api/auth/login', signIn, from('198.51.100.21'))).status).toBe(200);
    expect(waits).toEqual([100, 200, 400]);
    t.clock.advance(WINDOW_MS);
  });

  it('register: per IP, and a refused registration creates nothing', async () => {
    t.clock.advance(WINDOW_MS);
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;
    for (let i = 0; i < 4; i += 1) expect((await t.client().post('/api/register', newRegistration())).status).toBe(201);
    const before = await count();
    const limited = await t.client().post('/api/register', newRegistration());
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(RATE_LIMITED);
    expect(await count()).toBe(before);
    t.clock.advance(WINDOW_MS);
  });

  it('reset request: per email, answering 429 and sending no more mail', async () => {
    const { registration } = await registerAccount(t.client());
    const request = () => t.client().post('/api/auth/password-reset/request', { email: registration.email });
    expect((await request()).status).toBe(200);
    expect((await request()).status).toBe(200);
    const limited = await request();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(RATE_LIMITED);
    const mails = (await t.client().get(`/api/dev/outbox?to=${registration.email}`)).body.data;
    expect(mails).toHaveLength(2);
  });

  it('reset confirm: counts every try per email, successful or not', async () => {
    const { registration } = await registerAccount(t.client());
    await t.client().post('/api/auth/password-reset/request', { email: registration.email });
    const mails = (await t.client().get(`/api/dev/outbox?to=${registration.email}`)).body.data;
    const code = /\b(\d{6})\b/.exec(mails[0].text)?.[1];
    const confirm = (password: string) =>
      t.client().post('/api/auth/password-reset/confirm', { email: registration.email, otp: code, password });
    expect((await confirm('Second2Pass')).status).toBe(200);
    // No code is live any more: these fail, and the fourth attempt in the window is refused outright,
    // though only two of the three before it failed.
    expect((await confirm('Third3Pass')).status).toBe(400);
    expect((await confirm('Fourth4Pass')).status).toBe(400);
    const limited = await confirm('Fifth5Pass');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(RATE_LIMITED);
  });
});

describe('login guesses sent at once', () => {
  let t: TestApp;
  const SPACING_MS = 200;
  const QUEUE_MS = 1_000;
  beforeAll(async () => {
    // Real waits here: what is measured is how many guesses get checked, and when.
    t = await startTestApp({
      env: { TRUST_PROXY: '127.0.0.1' },
      rateLimits: {
        login: {
          perIp: rule(100),
          perEmailAndIp: rule(3),
          slowdown: {
            freeAttempts: 2,
            firstDelayMs: SPACING_MS,
            maxDelayMs: SPACING_MS,
            maxQueueMs: QUEUE_MS,
            windowMs: WINDOW_MS,
          },
        },
      },
    });
  });
  afterAll(() => t.close());

  it('60 guesses from 60 addresses at once are checked in turn, a few a second, and the owner still signs in', async () => {
    const { registration } = await registerAccount(t.client());
    // The owner signed in from this browser before the attack (the first attempt of the window).
    const owner = t.client();
    const signIn = (client: HttpClient, address: string, password: string) =>
      client.post(
        '/api/auth/login',
        { email: registration.email, password },
        { headers: { 'x-forwarded-for': address } },
      );
    expect((await signIn(owner, '198.51.100.30', registration.password)).status).toBe(200);

    const started = Date.now();
    const guesses = await Promise.all(
      Array.from({ length: 60 }, async (_, index) => {
        const response = await signIn(t.client(), `203.0.113.${index + 1}`, `Wrong${index}Password`);
        return { status: response.status, retryAfter: response.headers.get('retry-after'), ms: Date.now() - started };
      }),
    );
    const checked = guesses.filter((guess) => guess.status === 401);
    // 429: the account's queue is full. 503: shed before it counted as an attempt, when hashing is slow on a busy
    // machine (a hash's pace sets the budget); either is told when to come back.
    const refused = guesses.filter((guess) => guess.status === 429 || guess.status === 503);
    expect(checked.length + refused.length).toBe(60);
    // One free attempt left in the window, then a turn every 200 ms up to a second ahead: 1 + 5 checked.
    expect(checked.length).toBe(1 + QUEUE_MS / SPACING_MS);
    for (const guess of refused) expect(Number(guess.retryAfter)).toBeGreaterThan(0);
    // The last one checked waited its turn: the guesses did not all finish together.
    expect(Math.max(...checked.map((guess) => guess.ms))).toBeGreaterThanOrEqual(QUEUE_MS - 50);

    // Meanwhile the owner's browser has its own queue: straight in, while strangers are still refused.
    const during = Date.now();
    expect((await signIn(owner, '198.51.100.30', registration.password)).status).toBe(200);
    expect(Date.now() - during).toBeLessThan(QUEUE_MS);
    expect((await signIn(t.client(), '203.0.113.200', 'Another1Guess')).status).toBe(429);
  });
});
