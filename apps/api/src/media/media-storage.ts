// Where clip videos and posters live. One interface for the local disk (the default) and S3-compatible
// object storage, so the render worker, the importer and the media route never know which is underneath.
import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredMedia {
  size: number;
}

export interface PutMediaOptions {
  key: string;
  /** A finished file on local disk; storage copies it (the caller removes its own copy). */
  sourcePath: string;
  contentType: string;
}

export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Stores the file under the key, replacing what was there; readers never see a half-written object. */
  put(options: PutMediaOptions): Promise<StoredMedia>;
  /** null when nothing is stored under the key. */
  stat(key: string): Promise<StoredMedia | null>;
  /** The object's bytes, or only `range` of them. Rejects when the key is missing. */
  createReadStream(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
}

// Keys are made by the server (`clips/<id>/pre.mp4`), but a key must never be able to leave the storage root.
const MEDIA_KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function assertMediaKey(key: string): void {
  if (!MEDIA_KEY_PATTERN.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`invalid media key ${JSON.stringify(key)}`);
  }
}

const CONTENT_TYPES: Record<string, string> = { mp4: 'video/mp4', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** The Content-Type a key is served with, from its extension. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
