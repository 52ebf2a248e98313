// Media in an S3-compatible bucket over plain fetch, signed with SigV4 by aws4fetch; objects are addressed
// path-style (endpoint/bucket/key), which AWS, MinIO, R2 and the others all accept. The API still serves the
// bytes (the token check happens here), so the bucket stays private. Uploads stream with an unsigned payload
// (S3 allows it for PUT), so a video is never read twice.
import { stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsV4Signer } from 'aws4fetch';
import type { Clock } from '../lib/clock.ts';
import { assertMediaKey, type MediaStorage, type StoredMedia } from './media-storage.ts';

/** The payload hash of a request whose body is not hashed (a streamed upload), as SigV4 names it. */
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** SHA-256 of an empty body: what a request without one signs. */
const EMPTY_PAYLOAD_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** SigV4's timestamp, `20300115T120000Z`, from the injected clock. */
function amzDate(now: Date): string {
  return now.toISOString().replace(/[:-]|\.\d{3}/g, '');
}

export interface S3MediaStorageOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  prefix: string;
  clock: Clock;
  /** Replaceable in tests. */
  fetch?: typeof fetch;
}

export function createS3MediaStorage(options: S3MediaStorageOptions): MediaStorage {
  const send = options.fetch ?? fetch;
  const urlOf = (key: string): URL => {
    assertMediaKey(key);
    const path = [options.bucket, ...(options.prefix ? [options.prefix] : []), key].map(encodeURI).join('/');
    return new URL(`${options.endpoint}/${path}`);
  };
  const request = async (
    method: string,
    key: string,
    extra: { headers?: Record<string, string>; body?: Readable; payloadHash?: string } = {},
  ): Promise<Response> => {
    const url = urlOf(key);
    const signer = new AwsV4Signer({
      method,
      url: url.toString(),
      headers: { ...extra.headers, 'x-amz-content-sha256': extra.payloadHash ?? EMPTY_PAYLOAD_SHA256 },
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: 's3',
      region: options.region,
      datetime: amzDate(options.clock.now()),
    });
    const { headers } = await signer.sign();
    const init: RequestInit & { duplex?: 'half' } = { method, headers };
    if (extra.body) {
      init.body = Readable.toWeb(extra.body) as unknown as ReadableStream;
      init.duplex = 'half';
    }
    return send(url, init);
  };
  const fail = async (response: Response, what: string): Promise<never> => {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what} failed: ${response.status} ${detail}`);
  };

  return {
    kind: 's3',
    async put({ key, sourcePath, contentType }) {
      const { size } = await stat(sourcePath);
      const response = await request('PUT', key, {
        headers: { 'content-type': contentType, 'content-length': String(size) },
        body: createReadStream(sourcePath),
        payloadHash: UNSIGNED_PAYLOAD,
      });
      if (!response.ok) await fail(response, `PUT ${key}`);
      await response.body?.cancel();
      return { size };
    },
    async stat(key): Promise<StoredMedia | null> {
      const response = await request('HEAD', key);
      if (response.status === 404) return null;
      if (!response.ok) await fail(response, `HEAD ${key}`);
      return { size: Number(response.headers.get('content-length') ?? 0) };
    },
    async createReadStream(key, range) {
      const headers = range ? { range: `bytes=${range.start}-${range.end}` } : undefined;
      const response = await request('GET', key, { headers });
      if (!response.ok || !response.body) return fail(response, `GET ${key}`);
      return Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const response = await request('DELETE', key);
      if (!response.ok && response.status !== 404) await fail(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
  };
}
