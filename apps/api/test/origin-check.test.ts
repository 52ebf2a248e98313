import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { newRegistration, signUpAndIn } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

const BAD_ORIGIN = { error: { code: 'BAD_ORIGIN', message: 'This request did not come from an allowed origin' } };

describe('CSRF defence: Origin and JSON checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      configure: (app) => {
        app.post('/api/test/webhook', { config: { skipOriginCheck: true } }, async () => ({ data: { ok: true } }));
      },
    });
  });
  afterAll(() => t.close());

  const countUsers = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

  it('refuses a state-changing request without Origin or Referer, and creates nothing', async () => {
    const before = await countUsers();
    const response = await t.client().post('/api/register', newRegistration(), { origin: null });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(BAD_ORIGIN);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a foreign Origin, and a foreign Referer when there is no Origin', async () => {
    const before = await countUsers();
    const foreign = await t.client().post('/api/register', newRegistration(), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(BAD_ORIGIN);
    const lookalike = await t
      .client()
      .post('/api/register', newRegistration(), { origin: 'http://gom.test.evil.example' });
    expect(lookalike.status).toBe(403);
    const referer = await t.client().post('/api/register', newRegistration(), {
      origin: null,
      headers: { referer: 'https://evil.example/page' },
    });
    expect(referer.status).toBe(403);
    expect(await countUsers()).toBe(before);
  });

  it('accepts a same-origin Referer when the browser sent no Origin', async () => {
    const response = await t.client().post('/api/register', newRegistration(), {
      origin: null,
      headers: { referer: 'http://gom.test/signup?x=1' },
    });
    expect(response.status).toBe(201);
  });

  it('refuses logout from a foreign origin: the session survives', async () => {
    const client = t.client();
    await signUpAndIn(client);
    const response = await client.post('/api/auth/logout', undefined, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await client.get('/api/users/profile')).status).toBe(200);
  });

  it('refuses a body that is not JSON with 415, and creates nothing', async () => {
    const before = await countUsers();
    const registration = newRegistration();
    for (const [contentType, rawBody] of [
      ['text/plain', JSON.stringify(registration)],
      ['application/x-www-form-urlencoded', new URLSearchParams(registration).toString()],
    ] as const) {
      const response = await t
        .client()
        .post('/api/register', undefined, { rawBody, headers: { 'content-type': contentType } });
      expect(response.status).toBe(415);
      expect(response.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await countUsers()).toBe(before);
  });

  it('accepts JSON with a charset parameter', async () => {
    const response = await t.client().post('/api/register', newRegistration(), {
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(response.status).toBe(201);
  });

  it('answers malformed JSON with 400 INVALID_INPUT', async () => {
    const response = await t.client().post('/api/auth/login', undefined, {
      rawBody: '{"email": "a@b.co",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'INVALID_INPUT', message: 'The request body is not valid JSON' } });
  });

  it('refuses prototype-poisoning JSON', async () => {
    const response = await t.client().post('/api/auth/login', undefined, {
      rawBody: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('INVALID_INPUT');
  });

  it('does not check GET requests', async () => {
    expect((await t.client().get('/api/health', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });

  it('lets a route opt out (webhooks)', async () => {
    const response = await t.client().post('/api/test/webhook', {}, { origin: null });
    expect(response.status).toBe(200);
  });
});
