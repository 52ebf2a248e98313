import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { newRegistration, registerAccount } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

const RATE_LIMITED = { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' } };
const WINDOW_MS = 60_000;
const rule = (max: number) => ({ max, windowMs: WINDOW_MS });

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      rateLimits: {
        login: { perIp: rule(100), perEmail: rule(3) },
        register: { perIp: rule(4), perEmail: rule(100) },
        resetRequest: { perIp: rule(100), perEmail: rule(2) },
        resetConfirm: { perIp: rule(100), perEmail: rule(3) },
      },
    });
  });
  afterAll(() => t.close());

  it('login: per email, counting every attempt, with Retry-After; the window then reopens', async () => {
    const { registration } = await registerAccount(t.client());
    const login = (password: string) => t.client().post('/api/auth/login', { email: registration.email, password });
    expect((await login(registration.password)).status).toBe(200);
    expect((await login('Wrong1Password')).status).toBe(401);
    expect((await login(registration.password)).status).toBe(200);
    const limited = await login(registration.password);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(RATE_LIMITED);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(limited.setCookies).toEqual({});

    // Another email from the same IP is not affected.
    expect((await t.client().post('/api/auth/login', { email: 'other@example.com', password: 'x' })).status).toBe(401);

    t.clock.advance(WINDOW_MS);
    expect((await login(registration.password)).status).toBe(200);
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
