import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

const BIG_SCRIPT = `export const words = ${JSON.stringify('goal or miss '.repeat(500))};`;

/** A raw GET (fetch would decode the body): status, headers and the bytes as sent. */
function rawGet(url: string, acceptEncoding: string | null) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'gom-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Goal or Miss</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What the build's precompress step writes beside a large file.
    writeFileSync(join(dist, 'assets', 'big-def456.js'), BIG_SCRIPT);
    writeFileSync(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_SCRIPT));
    writeFileSync(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(BIG_SCRIPT));
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

  it("sends the build's brotli or gzip copy to a client that takes it, with Vary, and the raw file otherwise", async () => {
    const url = `${t.baseUrl}/assets/big-def456.js`;
    const br = await rawGet(url, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 10);

    const gz = await rawGet(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG_SCRIPT);

    const plain = await rawGet(url, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_SCRIPT);
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
