import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetCodes, users } from '../src/db/schema.ts';
import { registerAccount, signUpAndIn } from './helpers/accounts.ts';
import type { HttpClient } from './helpers/http-client.ts';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

const REQUESTED = { data: { message: 'If an account exists for this email, we have sent a code to it.' } };
const INVALID_OTP = { error: { code: 'INVALID_OTP', message: 'Invalid or expired code' } };
const NEW_PASSWORD = 'Brand2NewPass';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function latestCode(client: HttpClient, email: string): Promise<string> {
    const outbox = await client.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const text: string = outbox.body.data[0]?.text ?? '';
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) throw new Error(`no code in the outbox for ${email}`);
    return code;
  }

  async function canLogIn(email: string, password: string) {
    return (await t.client().post('/api/auth/login', { email, password })).status === 200;
  }

  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('request answers 200 with the same body whether or not the account exists, and mails only real accounts', async () => {
    const client = t.client();
    const { registration } = await registerAccount(client);
    const known = await client.post('/api/auth/password-reset/request', { email: registration.email.toUpperCase() });
    const unknown = await client.post('/api/auth/password-reset/request', { email: 'ghost@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(REQUESTED);
    expect(unknown.body).toEqual(REQUESTED);

    const mails = (await client.get(`/api/dev/outbox?to=${registration.email}`)).body.data;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: registration.email, subject: 'Your Goal or Miss password reset code' });
    expect((await client.get('/api/dev/outbox?to=ghost@example.com')).body.data).toEqual([]);

    // The log says a mail was queued, never what code it carries.
    const code = await latestCode(client, registration.email);
    expect(t.logs.some((line) => line.includes('email queued') && line.includes(registration.email))).toBe(true);
    const codePattern = new RegExp(`(?<!\\d)${code}(?!\\d)`);
    const logText = t.logs.map((line) =>
      JSON.stringify({ ...JSON.parse(line), responseTime: undefined, time: undefined }),
    );
    expect(logText.some((line) => codePattern.test(line))).toBe(false);
  });

  it('confirm with the right code sets the new password and signs the account out everywhere', async () => {
    const browser = t.client();
    const { registration } = await signUpAndIn(browser);
    expect((await browser.get('/api/users/profile')).status).toBe(200);

    await browser.post('/api/auth/password-reset/request', { email: registration.email });
    const code = await latestCode(browser, registration.email);
    const response = await t.client().post('/api/auth/password-reset/confirm', {
      email: registration.email,
      otp: code,
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.message).toEqual(expect.any(String));

    expect(await canLogIn(registration.email, NEW_PASSWORD)).toBe(true);
    expect(await canLogIn(registration.email, registration.password)).toBe(false);
    expect((await browser.get('/api/users/profile')).status).toBe(401);
    expect((await browser.post('/api/auth/refresh')).status).toBe(401);

    // The code is spent.
    const again = await t.client().post('/api/auth/password-reset/confirm', {
      email: registration.email,
      otp: code,
      password: 'Another3Pass',
    });
    expect(again.body).toEqual(INVALID_OTP);
    expect(await canLogIn(registration.email, NEW_PASSWORD)).toBe(true);
  });

  it('a wrong code answers 400 INVALID_OTP and leaves the old password working', async () => {
    const client = t.client();
    const browser = t.client();
    const { registration } = await signUpAndIn(browser);
    await client.post('/api/auth/password-reset/request', { email: registration.email });
    const code = await latestCode(client, registration.email);
    const response = await client.post('/api/auth/password-reset/confirm', {
      email: registration.email,
      otp: wrongCode(code),
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_OTP);
    expect(await canLogIn(registration.email, registration.password)).toBe(true);
    expect((await browser.get('/api/users/profile')).status).toBe(200);
  });

  it('five wrong tries burn the code: even the right one fails afterwards', async () => {
    const client = t.client();
    const { registration } = await registerAccount(client);
    await client.post('/api/auth/password-reset/request', { email: registration.email });
    const code = await latestCode(client, registration.email);
    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post('/api/auth/password-reset/confirm', {
          email: registration.email,
          otp: wrongCode(code),
          password: NEW_PASSWORD,
        }),
      ),
    );
    for (const response of tries) expect(response.body).toEqual(INVALID_OTP);
    const right = await client.post('/api/auth/password-reset/confirm', {
      email: registration.email,
      otp: code,
      password: NEW_PASSWORD,
    });
    expect(right.status).toBe(400);
    expect(right.body).toEqual(INVALID_OTP);
    expect(await canLogIn(registration.email, registration.password)).toBe(true);
  });

  it('the fifth try still counts if it is the right one', async () => {
    const client = t.client();
    const { registration } = await registerAccount(client);
    await client.post('/api/auth/password-reset/request', { email: registration.email });
    const code = await latestCode(client, registration.email);
    for (let i = 0; i < 4; i += 1) {
      await client.post('/api/auth/password-reset/confirm', {
        email: registration.email,
        otp: wrongCode(code),
        password: NEW_PASSWORD,
      });
    }
    const right = await client.post('/api/auth/password-reset/confirm', {
      email: registration.email,
      otp: code,
      password: NEW_PASSWORD,
    });
    expect(right.status).toBe(200);
  });

  it('a code expires after 10 minutes', async () => {
    const client = t.client();
    const { registration } = await registerAccount(client);
    await client.post('/api/auth/password-reset/request', { email: registration.email });
    const code = await latestCode(client, registration.email);
    t.clock.advance(10 * 60_000 + 1);
    const response = await client.post('/api/auth/password-reset/confirm', {
      email: registration.email,
      otp: code,
      password: NEW_PASSWORD,
    });
    expect(response.body).toEqual(INVALID_OTP);
    expect(await canLogIn(registration.email, registration.password)).toBe(true);
  });

  it('a new request replaces the old code and its spent tries', async () => {
    const client = t.client();
    const { registration, user } = await registerAccount(client);
    await client.post('/api/auth/password-reset/request', { email: registration.email });
    const first = await latestCode(client, registration.email);
    await client.post('/api/auth/password-reset/confirm', {
      email: registration.email,
      otp: wrongCode(first),
      password: NEW_PASSWORD,
    });
    t.clock.advance(1_000);
    await client.post('/api/auth/password-reset/request', { email: registration.email });
    const second = await latestCode(client, registration.email);
    const rows = await t.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.attempts).toBe(0);
    expect(rows[0]?.codeHash).not.toContain(second);
    if (first !== second) {
      const old = await client.post('/api/auth/password-reset/confirm', {
        email: registration.email,
        otp: first,
        password: NEW_PASSWORD,
      });
      expect(old.body).toEqual(INVALID_OTP);
    }
    const fresh = await client.post('/api/auth/password-reset/confirm', {
      email: registration.email,
      otp: second,
      password: NEW_PASSWORD,
    });
    expect(fresh.status).toBe(200);
  });

  it('an unknown email answers INVALID_OTP like a wrong code', async () => {
    const response = await t.client().post('/api/auth/password-reset/confirm', {
      email: 'ghost@example.com',
      otp: '123456',
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_OTP);
  });

  it('rejects bad input without spending a try', async () => {
    const client = t.client();
    const { registration, user } = await registerAccount(client);
    await client.post('/api/auth/password-reset/request', { email: registration.email });
    const code = await latestCode(client, registration.email);
    const bad = [
      { email: registration.email, otp: '12345', password: NEW_PASSWORD },
      { email: registration.email, otp: 'abcdef', password: NEW_PASSWORD },
      { email: registration.email, otp: 123456, password: NEW_PASSWORD },
      { email: registration.email, otp: code, password: 'weak' },
      { email: registration.email, otp: code },
      { email: registration.email, otp: code, password: NEW_PASSWORD, extra: 1 },
    ];
    for (const body of bad) {
      const response = await client.post('/api/auth/password-reset/confirm', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('INVALID_INPUT');
    }
    const weak = await client.post('/api/auth/password-reset/confirm', {
      email: registration.email,
      otp: code,
      password: 'weakpass',
    });
    expect(weak.body.error.message).toBe('Please ensure your password meets all requirements');
    const [row] = await t.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(row?.attempts).toBe(0);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await canLogIn(registration.email, registration.password)).toBe(true);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);

    const request = await client.post('/api/auth/password-reset/request', { email: '' });
    expect(request.status).toBe(400);
    expect(request.body.error.message).toBe('Please enter your email address');
  });
});
