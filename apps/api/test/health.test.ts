import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      configure: (app) => {
        app.get('/api/test/boom', async () => {
          throw new Error('connection string postgres://admin:hunter2@db');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers an unexpected failure with a generic 500 and keeps the details in the log only', async () => {
    const response = await t.client().get('/api/test/boom');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(JSON.stringify(response.body)).not.toContain('hunter2');
    expect(t.logs.some((line) => line.includes('hunter2') && line.includes('"level":50'))).toBe(true);
  });

  it('answers ok with the driver in use, and is never cached', async () => {
    const response = await t.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        status: 'ok',
        database: 'ok',
        driver: process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite',
        disk: 'ok',
      },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown /api route with a JSON 404 envelope', async () => {
    const client = t.client();
    for (const response of [await client.get('/api/nope'), await client.post('/api/nope/deeper', {})]) {
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
      expect(typeof response.body.error.message).toBe('string');
    }
  });

  it('answers a non-/api path with 404 when no web app is built', async () => {
    const response = await t.client().get('/dashboard');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });
});

describe('GET /api/health without a database', () => {
  it('answers 503 in the error envelope once the database stops answering', async () => {
    const t = await startTestApp();
    try {
      await t.database.close();
      const response = await t.client().get('/api/health');
      expect(response.status).toBe(503);
      expect(response.body.error.code).toBe('DATABASE_UNAVAILABLE');
    } finally {
      await t.app.close();
    }
  });
});
