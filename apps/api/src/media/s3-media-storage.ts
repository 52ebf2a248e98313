// Media in an S3-compatible bucket over plain fetch, signed with SigV4; objects are addressed path-style
// (endpoint/bucket/key), which AWS, MinIO, R2 and the others all accept. The API still serves the bytes (the
// token check happens here), so the bucket stays private.
import { stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Clock } from '../lib/clock.ts';
import { assertMediaKey, type MediaStorage, type StoredMedia } from './media-storage.ts';
import { EMPTY_PAYLOAD_SHA256, signAwsRequest, UNSIGNED_PAYLOAD } from './sign-aws-request.ts';

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
    const headers = signAwsRequest({
      method,
      url,
      headers: extra.headers,
      payloadHash: extra.payloadHash ?? EMPTY_PAYLOAD_SHA256,
      region: options.region,
      service: 's3',
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      now: options.clock.now(),
    });
    delete headers.host;
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
