import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

// One app for the file: starting the embedded database is the slow part of these tests.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('signs in: 200 with the user, and sets both cookies with the right attributes', async () => {
    const { registration, user } = await registerAccount(t.client());
    const client = t.client();
    const response = await client.post('/api/auth/login', {
      email: `  ${registration.email.toUpperCase()} `,
      password: registration.password,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(user);

    const access = response.setCookies.gom_access;
    const refresh = response.setCookies.gom_refresh;
    expect(access?.value.split('.')).toHaveLength(3);
    expect(access?.attributes).toMatch(/Max-Age=900/);
    expect(access?.attributes).toMatch(/Path=\/api(;|$)/);
    expect(access?.attributes).toMatch(/HttpOnly/);
    expect(access?.attributes).toMatch(/SameSite=Lax/);
    expect(access?.attributes).not.toMatch(/Secure/);
    expect(refresh?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(refresh?.attributes).toMatch(/Path=\/api\/auth(;|$)/);
    expect(refresh?.attributes).toMatch(/HttpOnly/);
    const expires = new Date(/Expires=([^;]+)/.exec(refresh?.attributes ?? '')?.[1] ?? '');
    expect(expires.getTime()).toBe(Math.floor((t.clock.now().getTime() + 30 * 86_400_000) / 1000) * 1000);

    const profile = await client.get('/api/users/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.data).toEqual(user);

    // Neither the password nor a token ever reaches the log.
    const logText = t.logs.join('\n');
    expect(logText).not.toContain(registration.password);
    expect(logText).not.toContain(access?.value ?? '<none>');
    expect(logText).not.toContain(refresh?.value ?? '<none>');
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong password and for an unknown email alike', async () => {
    const { registration } = await registerAccount(t.client());
    const wrongPassword = await t
      .client()
      .post('/api/auth/login', { email: registration.email, password: 'Wrong1Password' });
    const unknownEmail = await t
      .client()
      .post('/api/auth/login', { email: 'nobody@example.com', password: 'Wrong1Password' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } });
      expect(response.setCookies).toEqual({});
    }
  });

  it('rejects bad input with 400 and sets no cookie', async () => {
    const client = t.client();
    for (const body of [
      {},
      { email: 'a@b.co' },
      { email: 'a@b.co', password: '' },
      { email: 'a@b.co', password: 7 },
      { email: 'a@b.co', password: 'x', remember: true },
    ]) {
      const response = await client.post('/api/auth/login', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('INVALID_INPUT');
      expect(response.setCookies).toEqual({});
    }
  });
});

describe('GET /api/users/profile', () => {
  it('answers 401 UNAUTHENTICATED without a cookie, with a forged token, or with an expired one', async () => {
    const noCookie = await t.client().get('/api/users/profile');
    expect(noCookie.status).toBe(401);
    expect(noCookie.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' } });

    const forged = t.client();
    forged.setCookie('gom_access', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', '/api');
    expect((await forged.get('/api/users/profile')).status).toBe(401);

    const client = t.client();
    const { registration } = await registerAccount(client);
    await client.post('/api/auth/login', { email: registration.email, password: registration.password });
    expect((await client.get('/api/users/profile')).status).toBe(200);
    t.clock.advance(15 * 60_000 + 1_000);
    const expired = await client.get('/api/users/profile');
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('over https marks cookies Secure; and a token signed with another secret is refused', async () => {
    const other = await startTestApp({
      env: { PUBLIC_URL: 'https://play.example.com', JWT_SECRET: 'another-secret-that-is-long-enough-for-the-check' },
    });
    try {
      const client = other.client().withOrigin('https://play.example.com');
      const { registration } = await registerAccount(client);
      const response = await client.post('/api/auth/login', {
        email: registration.email,
        password: registration.password,
      });
      expect(response.status).toBe(200);
      expect(response.setCookies.gom_access?.attributes).toMatch(/Secure/);
      expect(response.setCookies.gom_refresh?.attributes).toMatch(/Secure/);

      const attacker = t.client();
      attacker.setCookie('gom_access', response.setCookies.gom_access?.value ?? '', '/api');
      expect((await attacker.get('/api/users/profile')).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
