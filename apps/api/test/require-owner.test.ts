import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authOf } from '../src/plugins/authentication.ts';
import { signUpAndIn } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

describe('/users/:userId/... belongs to the signed-in user only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      configure: (app) => {
        // A stand-in for the wallet and game routes that will use these guards.
        app.get('/api/users/:userId/probe', { preHandler: [app.requireUser, app.requireOwner] }, async (request) => ({
          data: { userId: authOf(request).userId },
        }));
      },
    });
  });
  afterAll(() => t.close());

  it('lets the user reach their own path', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    const response = await client.get(`/api/users/${user.id}/probe`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { userId: user.id } });
  });

  it("answers 403 FORBIDDEN on another user's path", async () => {
    const alice = t.client();
    await signUpAndIn(alice);
    const { user: bob } = await signUpAndIn(t.client());
    const response = await alice.get(`/api/users/${bob.id}/probe`);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: { code: 'FORBIDDEN', message: 'You do not have access to this resource' } });
  });

  it('answers 401 before anything else when not signed in, and 400 for a malformed id', async () => {
    const { user } = await signUpAndIn(t.client());
    expect((await t.client().get(`/api/users/${user.id}/probe`)).status).toBe(401);
    const client = t.client();
    await signUpAndIn(client);
    const malformed = await client.get("/api/users/1'%20OR%201=1/probe");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('INVALID_INPUT');
  });
});
