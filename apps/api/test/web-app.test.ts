import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'gom-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Goal or Miss</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    t = await startTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching it', async () => {
    const response = await t.client().get('/');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<title>Goal or Miss</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.client().get('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.client().get('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client-side routes with index.html', async () => {
    for (const path of ['/dashboard', '/wallet?tab=x', '/deep/nested/route']) {
      const response = await t.client().get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.body).toContain('<title>Goal or Miss</title>');
    }
  });

  it('keeps JSON 404s under /api and real 404s for missing files', async () => {
    const api = await t.client().get('/api/missing');
    expect(api.status).toBe(404);
    expect(api.body.error.code).toBe('NOT_FOUND');
    expect((await t.client().get('/assets/missing-999.js')).status).toBe(404);
    expect((await t.client().get('/api/health')).body.data.status).toBe('ok');
  });
});
