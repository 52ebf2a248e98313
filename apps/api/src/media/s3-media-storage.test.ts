import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3MediaStorage } from './s3-media-storage.ts';
import { signAwsRequest } from './sign-aws-request.ts';

const CREDENTIALS = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret-key', region: 'eu-test-1' };
const NOW = new Date('2030-01-15T12:00:00.000Z');

/** A minimal S3: path-style objects in memory, every request's SigV4 signature checked by re-signing it. */
function startFakeS3(): Promise<{ server: Server; url: string; objects: Map<string, Buffer> }> {
  const objects = new Map<string, Buffer>();
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const authorization = String(request.headers.authorization ?? '');
    const signedNames = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
    const signedHeaders = Object.fromEntries(
      signedNames
        .filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
        .map((name) => [name, String(request.headers[name])]),
    );
    const expected = signAwsRequest({
      method: request.method ?? 'GET',
      url,
      headers: signedHeaders,
      payloadHash: String(request.headers['x-amz-content-sha256']),
      ...CREDENTIALS,
      service: 's3',
      now: NOW,
    });
    if (expected.authorization !== authorization) {
      response.writeHead(403).end('SignatureDoesNotMatch');
      return;
    }
    const key = url.pathname;
    const object = objects.get(key);
    if (request.method === 'PUT') {
      objects.set(key, Buffer.concat(chunks));
      response.writeHead(200).end();
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else if (!object) response.writeHead(404).end();
    else if (request.method === 'HEAD') response.writeHead(200, { 'content-length': object.length }).end();
    else {
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
      if (range) response.writeHead(206).end(object.subarray(Number(range[1]), Number(range[2]) + 1));
      else response.writeHead(200).end(object);
    }
  });
  server.listen(0, '127.0.0.1');
  return once(server, 'listening').then(() => ({
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
  }));
}

describe('S3 media storage', () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  let dir: string;
  beforeAll(async () => {
    fake = await startFakeS3();
    dir = mkdtempSync(join(tmpdir(), 'gom-s3-'));
  });
  afterAll(() => {
    fake.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts, stats, reads ranges and deletes signed objects, path-style under the prefix', async () => {
    const storage = createS3MediaStorage({
      endpoint: fake.url,
      bucket: 'media',
      prefix: 'gom',
      clock: { now: () => NOW },
      ...CREDENTIALS,
    });
    const source = join(dir, 'clip.mp4');
    writeFileSync(source, Buffer.from('0123456789abcdef'));
    expect(await storage.put({ key: 'clips/a/pre.mp4', sourcePath: source, contentType: 'video/mp4' })).toEqual({
      size: 16,
    });
    expect([...fake.objects.keys()]).toEqual(['/media/gom/clips/a/pre.mp4']);
    expect(await storage.stat('clips/a/pre.mp4')).toEqual({ size: 16 });
    expect(await storage.stat('clips/b/pre.mp4')).toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.createReadStream('clips/a/pre.mp4', { start: 2, end: 5 }))
      chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('2345');
    await storage.delete('clips/a/pre.mp4');
    expect(await storage.stat('clips/a/pre.mp4')).toBeNull();
  });

  it('reports a refused signature as an error', async () => {
    const storage = createS3MediaStorage({
      endpoint: fake.url,
      bucket: 'media',
      prefix: '',
      clock: { now: () => NOW },
      ...CREDENTIALS,
      secretAccessKey: 'wrong',
    });
    await expect(storage.stat('clips/a/pre.mp4')).rejects.toThrow(/S3 HEAD clips\/a\/pre.mp4 failed: 403/);
  });
});
