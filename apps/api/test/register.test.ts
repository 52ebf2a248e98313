import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { SIGN_UP_REPLAY_WINDOW_MS } from '../src/domain/accounts/sign-up-replay.ts';
import { newRegistration, registerAccount } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

describe('POST /api/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const countUsers = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

  /** Posts a registration that must fail, and checks that no user was created. */
  async function expectRejected(body: unknown, status: number) {
    const before = await countUsers();
    const response = await t.client().post('/api/register', body);
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(typeof response.body.error.message).toBe('string');
    expect(await countUsers()).toBe(before);
    return response.body.error as { code: string; message: string; fields?: Record<string, string> };
  }

  it('creates the user and answers 201 with it, without signing in', async () => {
    const registration = newRegistration({ email: '  Mixed.Case@Example.COM ', firstName: '  Ada  ' });
    const response = await t.client().post('/api/register', registration);
    expect(response.status).toBe(201);
    const user = response.body.data;
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: 'Ada',
      lastName: registration.lastName,
      username: registration.username,
      email: 'mixed.case@example.com',
      createdAt: t.clock.now().toISOString(),
      role: 'player',
      displayName: null,
      avatarColor: null,
    });
    expect(response.body.data).not.toHaveProperty('passwordHash');
    expect(Object.keys(response.setCookies)).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(sql`${users.id} = ${user.id}`);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(registration.password);
  });

  it('accepts unicode names and stores SQL-looking text verbatim', async () => {
    const firstName = 'Zoë-Łukasz 日本';
    const lastName = "O'Brien'); DROP TABLE users;--";
    const { user } = await registerAccount(t.client(), { firstName, lastName });
    const profile = await t.database.db
      .select()
      .from(users)
      .where(sql`${users.id} = ${user.id}`);
    expect(profile[0]?.firstName).toBe(firstName);
    expect(profile[0]?.lastName).toBe(lastName);
    expect(await countUsers()).toBeGreaterThan(0);
  });

  it('refuses a duplicate email in any case with 409 EMAIL_TAKEN', async () => {
    const { registration } = await registerAccount(t.client());
    const error = await expectRejected(newRegistration({ email: registration.email.toUpperCase() }), 409);
    expect(error).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
      fields: { email: 'An account with this email already exists' },
    });
  });

  it('refuses a duplicate username in any case with 409 USERNAME_TAKEN', async () => {
    const { registration } = await registerAccount(t.client());
    const error = await expectRejected(newRegistration({ username: registration.username.toUpperCase() }), 409);
    expect(error).toEqual({
      code: 'USERNAME_TAKEN',
      message: 'This username is already taken',
      fields: { username: 'This username is already taken' },
    });
  });

  it('makes one account of concurrent registrations: only a repeat of the one that won gets it back', async () => {
    const registration = newRegistration();
    const before = await countUsers();
    const bodies = [registration, { ...registration, username: registration.username.toUpperCase() }, registration];
    const responses = await Promise.all(bodies.map((body) => t.client().post('/api/register', body)));
    const won = responses.findIndex((response) => response.status === 201);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    for (const [index, response] of responses.entries()) {
      if (index === won) continue;
      // The same request as the winner's is its repeat; any other is refused.
      if (JSON.stringify(bodies[index]) === JSON.stringify(bodies[won])) {
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual(responses[won]!.body.data);
      } else {
        expect(response.status).toBe(409);
        expect(['EMAIL_TAKEN', 'USERNAME_TAKEN']).toContain(response.body.error.code);
      }
    }
    expect(await countUsers()).toBe((before ?? 0) + 1);
  });

  it('gives a lost sign-up back to its identical repeat only: same fields and password, fresh, never signed in', async () => {
    const registration = newRegistration();
    const first = await t.client().post('/api/register', registration);
    expect(first.status).toBe(201);
    const again = await t.client().post('/api/register', registration);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);

    // Another password, another name: the account is not theirs to see.
    await expectRejected({ ...registration, password: `${registration.password}x` }, 409);
    await expectRejected({ ...registration, firstName: 'Someone' }, 409);

    // Once signed in to, or past the window, a repeat is a taken email again.
    const client = t.client();
    const login = await client.post('/api/auth/login', { email: registration.email, password: registration.password });
    expect(login.status).toBe(200);
    await expectRejected(registration, 409);
    const later = newRegistration();
    expect((await t.client().post('/api/register', later)).status).toBe(201);
    t.clock.advance(SIGN_UP_REPLAY_WINDOW_MS + 1_000);
    const error = await expectRejected(later, 409);
    expect(error.code).toBe('EMAIL_TAKEN');
  });

  it('rejects missing fields, naming each one', async () => {
    const error = await expectRejected({}, 400);
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.message).toBe('First name is required');
    expect(error.fields).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('rejects wrong-typed fields', async () => {
    const error = await expectRejected({ ...newRegistration(), firstName: 42, email: ['a@b.co'] }, 400);
    expect(error.fields).toMatchObject({ firstName: 'First name must be text', email: 'Email must be text' });
  });

  it('rejects unknown fields', async () => {
    const error = await expectRejected({ ...newRegistration(), isAdmin: true }, 400);
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.fields).toEqual({ isAdmin: 'Unknown field "isAdmin"' });
  });

  it('rejects a body that is not an object', async () => {
    for (const body of [null, 'text', [1, 2]]) {
      const error = await expectRejected(body, 400);
      expect(error.code).toBe('INVALID_INPUT');
    }
  });

  it('rejects over-long and too-short strings', async () => {
    const long = 'a'.repeat(51);
    expect((await expectRejected(newRegistration({ firstName: long }), 400)).fields?.firstName).toBe(
      'First name must be less than 50 characters',
    );
    expect((await expectRejected(newRegistration({ lastName: 'a' }), 400)).fields?.lastName).toBe(
      'Last name must be at least 2 characters',
    );
    expect((await expectRejected(newRegistration({ username: 'u'.repeat(31) }), 400)).fields?.username).toBe(
      'Username must be less than 30 characters',
    );
    expect(
      (await expectRejected(newRegistration({ email: `${'e'.repeat(250)}@example.com` }), 400)).fields?.email,
    ).toBe('Please enter a valid email address');
    expect((await expectRejected(newRegistration({ password: `Aa1${'x'.repeat(200)}` }), 400)).fields?.password).toBe(
      'Password must be at most 128 characters',
    );
  });

  it('rejects control characters, bad usernames, bad emails and weak passwords', async () => {
    expect((await expectRejected(newRegistration({ firstName: 'Ada\u0000' }), 400)).fields?.firstName).toBe(
      'First name contains characters that are not allowed',
    );
    expect((await expectRejected(newRegistration({ lastName: 'Love\nlace' }), 400)).fields?.lastName).toBe(
      'Last name contains characters that are not allowed',
    );
    expect((await expectRejected(newRegistration({ username: 'bad name!' }), 400)).fields?.username).toBe(
      'Username can only contain letters, numbers, and underscores',
    );
    expect((await expectRejected(newRegistration({ email: 'not-an-email' }), 400)).fields?.email).toBe(
      'Please enter a valid email address',
    );
    expect((await expectRejected(newRegistration({ password: 'alllowercase1' }), 400)).fields?.password).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
    expect((await expectRejected(newRegistration({ password: 'Ab1' }), 400)).fields?.password).toBe(
      'Password must be at least 8 characters',
    );
  });
});
