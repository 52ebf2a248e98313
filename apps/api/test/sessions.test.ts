import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../src/db/schema.ts';
import { signUpAndIn } from './helpers/accounts.ts';
import type { HttpClient } from './helpers/http-client.ts';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

describe('sessions: refresh and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A second browser holding copies of the first one's cookies, as a thief would. */
  function copyCookies(from: HttpClient): HttpClient {
    const thief = t.client();
    thief.setCookie('gom_access', from.cookie('gom_access') ?? '', '/api');
    thief.setCookie('gom_refresh', from.cookie('gom_refresh') ?? '', '/api/auth');
    return thief;
  }

  it('trusts a session it saw standing for SESSION_CHECK_CACHE_SECONDS: one revoked elsewhere is refused within that', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    expect((await client.get('/api/users/profile')).status).toBe(200);
    // Another API process revokes the session: this one learns of it when its memory of the session runs out.
    await t.database.db
      .update(sessions)
      .set({ revokedAt: t.clock.now(), revokedReason: 'logout' })
      .where(eq(sessions.userId, user.id));
    t.clock.advance(t.app.config.sessionCheckCacheSeconds * 1_000 - 1);
    expect((await client.get('/api/users/profile')).status).toBe(200);
    t.clock.advance(1);
    expect((await client.get('/api/users/profile')).status).toBe(401);
    expect(t.app.config.sessionCheckCacheSeconds).toBe(5);
  });

  it('refuses a session at once after a logout on this process, even one it remembered', async () => {
    const client = t.client();
    await signUpAndIn(client);
    const other = copyCookies(client);
    expect((await other.get('/api/users/profile')).status).toBe(200);
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await other.get('/api/users/profile')).status).toBe(401);
  });

  it('refresh rotates the refresh token, issues a new access token, and keeps the session', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    const firstRefresh = client.cookie('gom_refresh');
    const firstAccess = client.cookie('gom_access');

    t.clock.advance(20 * 60_000);
    expect((await client.get('/api/users/profile')).status).toBe(401);

    const response = await client.post('/api/auth/refresh');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(user);
    expect(client.cookie('gom_refresh')).not.toBe(firstRefresh);
    expect(client.cookie('gom_access')).not.toBe(firstAccess);
    expect((await client.get('/api/users/profile')).status).toBe(200);

    const stored = await t.database.db.select().from(refreshTokens);
    expect(stored.some((row) => row.tokenHash === firstRefresh)).toBe(false);
  });

  it('a reused refresh token revokes the whole session: both the thief and the owner are out', async () => {
    const owner = t.client();
    await signUpAndIn(owner);
    const thief = copyCookies(owner);

    expect((await owner.post('/api/auth/refresh')).status).toBe(200);
    const reuse = await thief.post('/api/auth/refresh');
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Your session has expired. Please sign in again.' },
    });
    expect(reuse.setCookies.gom_refresh?.value).toBe('');

    // The owner's fresh tokens belong to the revoked family too.
    expect((await owner.get('/api/users/profile')).status).toBe(401);
    expect((await owner.post('/api/auth/refresh')).status).toBe(401);
  });

  it('of two concurrent refreshes with one token, one wins and the family is then revoked', async () => {
    const owner = t.client();
    await signUpAndIn(owner);
    const twin = copyCookies(owner);
    const results = await Promise.all([owner.post('/api/auth/refresh'), twin.post('/api/auth/refresh')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    expect((await owner.get('/api/users/profile')).status).toBe(401);
    expect((await twin.get('/api/users/profile')).status).toBe(401);
  });

  it('refresh answers 401 without a cookie, with an unknown token, and after 30 days', async () => {
    expect((await t.client().post('/api/auth/refresh')).status).toBe(401);
    const unknown = t.client();
    unknown.setCookie('gom_refresh', 'A'.repeat(43), '/api/auth');
    const response = await unknown.post('/api/auth/refresh');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHENTICATED');

    const client = t.client();
    await signUpAndIn(client);
    t.clock.advance(30 * 86_400_000 + 1_000);
    expect((await client.post('/api/auth/refresh')).status).toBe(401);
  });

  it('logout revokes the session and clears both cookies; the old access token stops working at once', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    const copy = copyCookies(client);

    const response = await client.post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { message: 'Signed out' } });
    expect(response.setCookies.gom_access?.value).toBe('');
    expect(response.setCookies.gom_refresh?.value).toBe('');
    expect(response.setCookies.gom_access?.attributes).toMatch(/Path=\/api(;|$)/);
    expect(response.setCookies.gom_refresh?.attributes).toMatch(/Path=\/api\/auth(;|$)/);
    expect(client.cookie('gom_access')).toBeUndefined();

    // The access token is still unexpired as a JWT, but its session is gone.
    expect((await copy.get('/api/users/profile')).status).toBe(401);
    expect((await copy.post('/api/auth/refresh')).status).toBe(401);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revokedReason).toBe('logout');
  });

  it('accepts bodiless refresh and logout that still say Content-Type: application/json', async () => {
    const client = t.client();
    await signUpAndIn(client);
    const json = { headers: { 'content-type': 'application/json' } };
    expect((await client.post('/api/auth/refresh', undefined, json)).status).toBe(200);
    expect((await client.post('/api/auth/logout', undefined, json)).status).toBe(200);
    expect((await client.get('/api/users/profile')).status).toBe(401);
  });

  it('logout without cookies still answers 200 and changes nothing', async () => {
    const other = t.client();
    await signUpAndIn(other);
    const response = await t.client().post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect((await other.get('/api/users/profile')).status).toBe(200);
  });

  it('logout of one session leaves the same user signed in elsewhere', async () => {
    const laptop = t.client();
    const { registration } = await signUpAndIn(laptop);
    const phone = t.client();
    await phone.post('/api/auth/login', { email: registration.email, password: registration.password });
    await laptop.post('/api/auth/logout');
    expect((await laptop.get('/api/users/profile')).status).toBe(401);
    expect((await phone.get('/api/users/profile')).status).toBe(200);
  });
});
