import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../src/db/schema.ts';
import { SESSION_REVOCATIONS_CHANNEL } from '../src/domain/accounts/hear-session-revocations.ts';
import { MAX_TRUST_MS } from '../src/domain/accounts/session-check-cache.ts';
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

  /** Revokes a player's sessions as another API process (or a script) would: straight in the database. */
  const revokeElsewhere = (userId: string) =>
    t.database.db
      .update(sessions)
      .set({ revokedAt: t.clock.now(), revokedReason: 'logout' })
      .where(eq(sessions.userId, userId));

  /** The status of a request made once the answer stops being 200, or after `withinMs` of real time. */
  async function statusOnceRefused(client: HttpClient, withinMs: number): Promise<number> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const { status } = await client.get('/api/users/profile');
      if (status !== 200 || Date.now() >= deadline) return status;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('refuses a session revoked elsewhere as soon as its revocation is heard, however recently it was seen', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    expect((await client.get('/api/users/profile')).status).toBe(200);
    await revokeElsewhere(user.id);
    // The revocation's NOTIFY arrives at its commit: well before SESSION_CHECK_CACHE_SECONDS, on a clock that stands.
    expect(await statusOnceRefused(client, 2_000)).toBe(401);
    expect(t.app.config.sessionCheckCacheSeconds).toBe(5);
  });

  /** Resolves once the app has pinged itself at or after `atMs` (its clock) and had time to hear it. */
  function pingHeardFrom(atMs: number): Promise<void> {
    return new Promise((resolve) => {
      const listener = t.database.listen({
        channel: SESSION_REVOCATIONS_CHANNEL,
        onNotice: (payload) => {
          if (!payload.startsWith('ping:') || Number(payload.split(':').at(-1)) < atMs) return;
          // The app's own listener hears the same notice on a connection of its own.
          setTimeout(() => void listener.close().then(resolve), 200);
        },
        onListening: () => undefined,
        onLost: () => undefined,
      });
    });
  }

  it('trusts a session past SESSION_CHECK_CACHE_SECONDS while it hears revocations, and reads it again within a minute', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    expect((await client.get('/api/users/profile')).status).toBe(200);
    // Triggers off (as a restore or a hand-made fix might leave them): this revocation is never heard.
    await t.database.db.execute(sql`alter table sessions disable trigger sessions_revoked_notice`);
    try {
      await revokeElsewhere(user.id);
      // Half a minute on, the pings say every revocation so far was heard: the session is not read again.
      t.clock.advance(MAX_TRUST_MS / 2);
      await pingHeardFrom(t.clock.now().getTime());
      expect((await client.get('/api/users/profile')).status).toBe(200);
      // A minute after it was last read, it is read again, pings or not.
      t.clock.advance(MAX_TRUST_MS / 2);
      expect((await client.get('/api/users/profile')).status).toBe(401);
    } finally {
      await t.database.db.execute(sql`alter table sessions enable trigger sessions_revoked_notice`);
    }
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
