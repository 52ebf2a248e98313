// Against a real S3-compatible server (s3rver, an npm package: no binary is downloaded) that stores objects on
// disk and answers as S3 does: path-style keys, HEAD, ranged GET, DELETE, XML errors. It checks the access key
// but does not recompute SigV4 signatures; the signing itself is aws4fetch's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.ts';
import { createS3MediaStorage, type S3MediaStorageOptions } from './s3-media-storage.ts';

/** s3rver's built-in account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
const BUCKET = 'media';

describe('S3 media storage', () => {
  let server: S3rver;
  let endpoint: string;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gom-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: join(dir, 'bucket-store'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const storage = (overrides: Partial<S3MediaStorageOptions> = {}) =>
    createS3MediaStorage({ endpoint, bucket: BUCKET, prefix: 'gom', clock: systemClock, ...CREDENTIALS, ...overrides });

  it('puts, stats, reads ranges and deletes signed objects, path-style under the prefix', async () => {
    const media = storage();
    const source = join(dir, 'clip.mp4');
    writeFileSync(source, Buffer.from('0123456789abcdef'));
    expect(await media.put({ key: 'clips/a/pre.mp4', sourcePath: source, contentType: 'video/mp4' })).toEqual({
      size: 16,
    });
    // The object sits at gom/clips/a/pre.mp4 in the bucket: read it back unprefixed to see where it went.
    expect(await storage({ prefix: '' }).stat('gom/clips/a/pre.mp4')).toEqual({ size: 16 });
    expect(await media.stat('clips/a/pre.mp4')).toEqual({ size: 16 });
    expect(await media.stat('clips/b/pre.mp4')).toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of await media.createReadStream('clips/a/pre.mp4', { start: 2, end: 5 }))
      chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('2345');
    await media.delete('clips/a/pre.mp4');
    expect(await media.stat('clips/a/pre.mp4')).toBeNull();
  });

  it('reports a refused request as an error', async () => {
    // s3rver checks the Authorization header's access key (it does not recompute SigV4 signatures).
    const media = storage({ accessKeyId: 'UNKNOWNKEY' });
    const source = join(dir, 'other.mp4');
    writeFileSync(source, 'x');
    await expect(media.put({ key: 'clips/c/pre.mp4', sourcePath: source, contentType: 'video/mp4' })).rejects.toThrow(
      /S3 PUT clips\/c\/pre.mp4 failed: 403 .*InvalidAccessKeyId/s,
    );
    await expect(media.createReadStream('clips/c/pre.mp4')).rejects.toThrow(/S3 GET clips\/c\/pre.mp4 failed: 403/);
  });
});
