import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueMediaToken } from '../../src/media/media-token.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

const SIZE = 1_000;
const KEY = 'clips/11111111-2222-4333-8444-555555555555/r1-pre.mp4';
const CONTENT = Buffer.from(Array.from({ length: SIZE }, (_, i) => i % 251));

describe('GET /api/media/:token (and the public game reads)', () => {
  let t: TestApp;
  let gateOpen = false;

  beforeAll(async () => {
    t = await startTestApp();
    const source = join(t.app.config.dataDir, 'source.mp4');
    await writeFile(source, CONTENT);
    await t.app.media.storage.put({ key: KEY, sourcePath: source, contentType: 'video/mp4' });
    t.app.media.registerGate(() => gateOpen);
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.baseUrl}${path}`, { headers });
  const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('serves the whole file with media headers and nothing that names the clip', async () => {
    const path = t.app.media.issuePath({ key: KEY, ttlSeconds: 3600 });
    expect(path).toMatch(/^\/api\/media\/[A-Za-z0-9_-]+$/);
    expect(path).not.toContain('11111111');
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await bytesOf(response)).toEqual(CONTENT);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-length')).toBe(String(SIZE));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600, immutable');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('last-modified')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    const headerText = [...response.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\n');
    expect(headerText).not.toMatch(/11111111|goal|miss|r1-pre/i);
  });

  it('answers byte ranges with 206 and Content-Range', async () => {
    const path = t.app.media.issuePath({ key: KEY });
    const cases: Array<[string, number, number]> = [
      ['bytes=0-99', 0, 99],
      ['bytes=-100', 900, 999],
      ['bytes=100-', 100, 999],
      ['bytes=990-5000', 990, 999],
    ];
    for (const [range, start, end] of cases) {
      const response = await get(path, { range });
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(response.headers.get('content-length')).toBe(String(end - start + 1));
      expect(await bytesOf(response)).toEqual(CONTENT.subarray(start, end + 1));
    }
  });

  it('answers 416 to malformed and unsatisfiable ranges, and ignores other units', async () => {
    const path = t.app.media.issuePath({ key: KEY });
    for (const range of ['bytes=1000-', 'bytes=5000-6000', 'bytes=50-10', 'bytes=abc', 'bytes=-0']) {
      const response = await get(path, { range });
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${SIZE}`);
      await response.arrayBuffer();
    }
    const other = await get(path, { range: 'items=0-5' });
    expect(other.status).toBe(200);
    expect((await bytesOf(other)).length).toBe(SIZE);
  });

  it('gives every issuance of the same asset another URL', () => {
    const first = t.app.media.issuePath({ key: KEY });
    const second = t.app.media.issuePath({ key: KEY });
    expect(first).not.toBe(second);
    expect(first.length).toBe(second.length);
  });

  it('refuses a tampered token with 403', async () => {
    const path = t.app.media.issuePath({ key: KEY });
    const token = path.split('/').pop()!;
    const raw = Buffer.from(token, 'base64url');
    raw[raw.length >> 1]! ^= 0x20;
    const response = await get(`/api/media/${raw.toString('base64url')}`);
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
    expect((await get('/api/media/not-a-token')).status).toBe(403);
  });

  it('refuses an expired token with 403', async () => {
    const path = t.app.media.issuePath({ key: KEY, ttlSeconds: 60 });
    expect((await get(path)).status).toBe(200);
    t.clock.advance(61_000);
    expect((await get(path)).status).toBe(403);
  });

  it('refuses a token signed with another secret', async () => {
    const token = issueMediaToken({
      secret: 'another-media-secret-of-enough-length-here',
      key: KEY,
      expiresAt: new Date(t.clock.now().getTime() + 60_000),
    });
    expect((await get(`/api/media/${token}`)).status).toBe(403);
  });

  it('serves a gated asset only once the gate check allows it', async () => {
    const path = t.app.media.issuePath({ key: KEY, gate: { gameId: 'g1', questionIndex: 2, kind: 'post' } });
    gateOpen = false;
    const locked = await get(path);
    expect(locked.status).toBe(403);
    expect(locked.headers.get('cache-control')).toBe('no-store');
    gateOpen = true;
    expect((await get(path)).status).toBe(200);
  });

  it('answers 404 when the asset is gone', async () => {
    const path = t.app.media.issuePath({ key: 'clips/none/r1-pre.mp4' });
    expect((await get(path)).status).toBe(404);
  });

  it('GET /api/games/config states the rules as numbers, publicly', async () => {
    const response = await t.client().get('/api/games/config', { cookies: false });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      questionsMin: 5,
      questionsMax: 10,
      secondsPerQuestion: 10,
      graceSeconds: 1,
      clipWaitSeconds: 3,
      pauseBetweenQuestionsSeconds: 6,
      passRatio: 0.7,
      stakeMin: 1,
      stakeMax: 10,
      stakeStep: 0.1,
      quoteValiditySeconds: 120,
      startWithinSeconds: 90,
    });
  });
});
