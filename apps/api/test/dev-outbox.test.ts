import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

describe('GET /api/dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists emails newest first, filtered by recipient', async () => {
    const client = t.client();
    const { registration: first } = await registerAccount(client);
    const { registration: second } = await registerAccount(client);
    await client.post('/api/auth/password-reset/request', { email: first.email });
    t.clock.advance(1_000);
    await client.post('/api/auth/password-reset/request', { email: second.email });
    t.clock.advance(1_000);
    await client.post('/api/auth/password-reset/request', { email: first.email });

    const all = (await client.get('/api/dev/outbox')).body.data;
    expect(all.map((mail: { to: string }) => mail.to)).toEqual([first.email, second.email, first.email]);
    expect(all[0]).toEqual({
      id: expect.any(String),
      to: first.email,
      subject: 'Your Goal or Miss password reset code',
      text: expect.stringMatching(/\d{6}/),
      createdAt: t.clock.now().toISOString(),
    });
    const filtered = (await client.get(`/api/dev/outbox?to=${encodeURIComponent(second.email.toUpperCase())}`)).body
      .data;
    expect(filtered).toHaveLength(1);
    expect(filtered[0].to).toBe(second.email);
  });

  it('rejects unknown query parameters', async () => {
    const response = await t.client().get('/api/dev/outbox?limit=5');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('INVALID_INPUT');
  });
});

describe('GET /api/dev/outbox in production', () => {
  it('does not exist', async () => {
    const t = await startTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await t.client().get('/api/dev/outbox');
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
      expect(t.app.hasRoute({ method: 'GET', url: '/api/dev/outbox' })).toBe(false);
    } finally {
      await t.close();
    }
  });
});
