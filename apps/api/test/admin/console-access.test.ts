import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { signUpAndIn } from '../helpers/accounts.ts';
import { runUsers, signedInOperator } from '../helpers/operator.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

const SOME_ID = '5d0f6a3e-8a8c-4b59-9c61-1d8d2f1b6a10';

/** Every console route, with a request an operator would make. */
export const ADMIN_ROUTES: Array<{ method: 'GET' | 'POST'; path: string; body?: unknown }> = [
  { method: 'GET', path: '/api/admin/me' },
  { method: 'GET', path: '/api/admin/audit' },
  { method: 'GET', path: '/api/admin/players?q=a' },
  { method: 'GET', path: `/api/admin/players/${SOME_ID}` },
  { method: 'GET', path: `/api/admin/players/${SOME_ID}/wallets` },
  { method: 'GET', path: `/api/admin/players/${SOME_ID}/transactions` },
  { method: 'GET', path: `/api/admin/players/${SOME_ID}/games` },
  { method: 'GET', path: `/api/admin/players/${SOME_ID}/plan` },
  { method: 'GET', path: `/api/admin/players/${SOME_ID}/safer-play` },
  { method: 'POST', path: `/api/admin/players/${SOME_ID}/lock`, body: {} },
  { method: 'POST', path: `/api/admin/players/${SOME_ID}/unlock`, body: {} },
  { method: 'GET', path: '/api/admin/payments' },
  { method: 'GET', path: '/api/admin/ledger' },
  { method: 'POST', path: `/api/admin/withdrawals/${SOME_ID}/approve`, body: {} },
  { method: 'POST', path: `/api/admin/withdrawals/${SOME_ID}/reject`, body: {} },
  { method: 'GET', path: `/api/admin/games/${SOME_ID}` },
  { method: 'GET', path: '/api/admin/clips' },
  { method: 'GET', path: `/api/admin/clips/${SOME_ID}/media` },
  { method: 'POST', path: `/api/admin/clips/${SOME_ID}/disable`, body: {} },
  { method: 'POST', path: `/api/admin/clips/${SOME_ID}/enable`, body: {} },
  { method: 'GET', path: '/api/admin/overview' },
  { method: 'POST', path: '/api/admin/clips/import', body: { format: 'csv', manifest: 'league' } },
];

describe('the console: role, CLI, guard, audit log, lock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ buildOptions: { payments: { sweepIntervalMs: 0 } } });
  });
  afterAll(() => t.close());

  async function auditOf(operator: Awaited<ReturnType<typeof signedInOperator>>, entityId: string) {
    const response = await operator.client.get(`/api/admin/audit?entityType=user&entityId=${entityId}`);
    expect(response.status).toBe(200);
    return response.body.data as Array<{ actor: string; action: string; before: unknown; after: unknown }>;
  }

  it('grants and revokes the operator role only through the CLI, and audits both', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    expect((await client.get('/api/admin/me')).status).toBe(403);

    expect(await runUsers(t, 'grant-operator', user.email.toUpperCase())).toMatchObject({ code: 0 });
    const me = await client.get('/api/admin/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: user.id, role: 'operator' });
    expect((await runUsers(t, 'grant-operator', user.email)).out).toContain('(unchanged)');

    t.clock.advance(1_000);
    expect(await runUsers(t, 'revoke-operator', user.email)).toMatchObject({ code: 0 });
    expect((await client.get('/api/admin/me')).status).toBe(403);

    const operator = await signedInOperator(t);
    const entries = await auditOf(operator, user.id);
    expect(entries.map((entry) => entry.action)).toEqual(['role.revoke-operator', 'role.grant-operator']);
    expect(entries[1]).toMatchObject({
      actor: 'npm run users (CLI)',
      before: { role: 'player' },
      after: { role: 'operator' },
    });

    expect(await runUsers(t, 'grant-operator', 'nobody@example.com')).toMatchObject({ code: 1 });
    expect(await runUsers(t, 'make-admin', user.email)).toMatchObject({ code: 2 });
    expect(await runUsers(t, 'grant-operator')).toMatchObject({ code: 2 });
  });

  it('answers 401 without a session and 403 to a player on every admin route', async () => {
    const anonymous = t.client();
    const player = t.client();
    await signUpAndIn(player);
    const operator = await signedInOperator(t);
    for (const route of ADMIN_ROUTES) {
      const label = `${route.method} ${route.path}`;
      expect((await anonymous.request(route.method, route.path, route.body)).status, label).toBe(401);
      const refused = await player.request(route.method, route.path, route.body);
      expect(refused.status, label).toBe(403);
      expect(refused.body.error.code, label).toBe('FORBIDDEN');
      const allowed = await operator.client.request(route.method, route.path, route.body);
      expect([200, 400, 404], label).toContain(allowed.status);
    }
  });

  it('finds a player by email, username or id', async () => {
    const operator = await signedInOperator(t);
    const { user } = await signUpAndIn(t.client());
    for (const q of [user.email.slice(0, 12), user.username.toUpperCase(), user.id]) {
      const found = await operator.client.get(`/api/admin/players?q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      expect((found.body.data as Array<{ id: string }>).map((row) => row.id)).toContain(user.id);
    }
    const profile = await operator.client.get(`/api/admin/players/${user.id}`);
    expect(profile.body.data).toMatchObject({
      id: user.id,
      role: 'player',
      lockedAt: null,
      activeSessions: 1,
      flags: [],
    });
    expect((await operator.client.get('/api/admin/players?q=%25')).body.data).toEqual([]);
    expect((await operator.client.get('/api/admin/players?q=')).status).toBe(400);
  });

  it("shows a player's plan, limits and breaks as the player sees them, without changing them", async () => {
    const operator = await signedInOperator(t);
    const player = t.client();
    const { user } = await signUpAndIn(player);
    const limit = { currency: 'USD', kind: 'deposit', period: 'day', amount: 50 };
    expect((await player.put(`/api/users/${user.id}/safer-play/limits`, limit)).status).toBe(200);
    expect((await player.post(`/api/users/${user.id}/safer-play/time-out`, { duration: '24h' })).status).toBe(200);
    const own = await player.get(`/api/users/${user.id}/safer-play`);

    const saferPlay = await operator.client.get(`/api/admin/players/${user.id}/safer-play`);
    expect(saferPlay.status).toBe(200);
    expect(saferPlay.body.data).toEqual(own.body.data);
    expect(saferPlay.body.data.timeOut).not.toBeNull();
    const plan = await operator.client.get(`/api/admin/players/${user.id}/plan`);
    expect(plan.status).toBe(200);
    expect(plan.body.data).toEqual((await player.get(`/api/users/${user.id}/subscription`)).body.data);
    expect(plan.body.data).toMatchObject({ plan: 'free', gamesToday: 0, subscription: null });
    // Reading changed nothing the player sees.
    expect((await player.get(`/api/users/${user.id}/safer-play`)).body.data).toEqual(own.body.data);
  });

  it('locks an account: its sessions are revoked at once, sign-in and refresh refuse; unlock lets it in again', async () => {
    const operator = await signedInOperator(t);
    const player = t.client();
    const { user, registration } = await signUpAndIn(player);
    expect((await player.get('/api/users/profile')).status).toBe(200);

    const locked = await operator.client.post(`/api/admin/players/${user.id}/lock`, {});
    expect(locked.status).toBe(200);
    expect((await player.get('/api/users/profile')).status).toBe(401);
    expect((await player.post('/api/auth/refresh')).status).toBe(401);
    const login = await t
      .client()
      .post('/api/auth/login', { email: registration.email, password: registration.password });
    expect(login.status).toBe(403);
    expect(login.body.error).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: 'This account is locked. Please contact support.',
    });
    // The wrong password still says only that: the lock is not told to whoever lacks the password.
    const wrong = await t.client().post('/api/auth/login', { email: registration.email, password: 'Wrong1Horse' });
    expect(wrong.status).toBe(401);

    t.clock.advance(1_000);
    const unlocked = await operator.client.post(`/api/admin/players/${user.id}/unlock`, {});
    expect(unlocked.body.data).toMatchObject({ lockedAt: null });
    expect((await t.client().post('/api/auth/login', registration)).status).toBeLessThan(500);
    const again = await t
      .client()
      .post('/api/auth/login', { email: registration.email, password: registration.password });
    expect(again.status).toBe(200);

    const entries = await auditOf(operator, user.id);
    expect(entries.map((entry) => entry.action)).toEqual(['account.unlock', 'account.lock']);
    expect(entries[1]).toMatchObject({
      actor: operator.user.email,
      before: { lockedAt: null },
      after: { revokedSessions: 1 },
    });
    expect(await operator.client.post(`/api/admin/players/${operator.user.id}/lock`, {})).toMatchObject({
      status: 422,
    });
  });

  it('keeps the audit log append-only: the database refuses to change or delete an entry', async () => {
    const db = t.database.db;
    const [entry] = await queryRows<{ id: string }>(db, sql`select id from audit_log limit 1`);
    expect(entry).toBeDefined();
    const refusal = (query: ReturnType<typeof sql>) =>
      db.execute(query).then(
        () => 'changed',
        (error: { cause?: { message?: string } }) => error.cause?.message,
      );
    expect(await refusal(sql`update audit_log set action = 'x' where id = ${entry!.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log where id = ${entry!.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only/);
  });
});
