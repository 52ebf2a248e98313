import { z } from 'zod';
import { httpUrl, oneOf, onOff, quietly, wholeNumber } from './env-schema.ts';

// The clip library: the demo catalog and its fresh buffer, imported footage, background rendering, and where
// media live (the local disk or S3-compatible storage).

/** Clips rendered at once in the background: each keeps the main thread and two ffmpeg processes busy. */
export const DEFAULT_RENDER_CONCURRENCY = 2;
export const MAX_RENDER_CONCURRENCY = 16;
export const DEFAULT_S3_REGION = 'us-east-1';
/** Fresh goals and fresh misses the buffer keeps per league × season × goal type. */
export const DEFAULT_CLIP_BUFFER_PER_CELL = 2;
export const MAX_CLIP_BUFFER_PER_CELL = 100;
/** The largest cap on the fresh clips the buffer keeps (CLIP_BUFFER_MAX; 0 is no cap). */
export const MAX_CLIP_BUFFER_MAX = 1_000_000;
/** Staked games an imported clip may be shown in before it retires. */
export const DEFAULT_IMPORTED_CLIP_MAX_EXPOSURES = 1;
export const MAX_IMPORTED_CLIP_MAX_EXPOSURES = 1_000;
/** Days a retired clip's media stay viewable (post-answer and original video, history) before they are purged. */
export const DEFAULT_CLIP_MEDIA_RETENTION_DAYS = 30;
export const MAX_CLIP_MEDIA_RETENTION_DAYS = 3_650;

export const CLIPS_ENV = {
  DEMO_CATALOG: onOff().default(true),
  RENDER_CONCURRENCY: wholeNumber(
    0,
    MAX_RENDER_CONCURRENCY,
    `must be a whole number from 0 (no background rendering) to ${MAX_RENDER_CONCURRENCY}`,
  ).default(DEFAULT_RENDER_CONCURRENCY),
  CLIP_BUFFER_PER_CELL: wholeNumber(1, MAX_CLIP_BUFFER_PER_CELL).default(DEFAULT_CLIP_BUFFER_PER_CELL),
  CLIP_BUFFER_MAX: wholeNumber(
    0,
    MAX_CLIP_BUFFER_MAX,
    `must be a whole number from 0 (no cap) to ${MAX_CLIP_BUFFER_MAX}`,
  ).default(0),
  IMPORTED_CLIP_MAX_EXPOSURES: wholeNumber(1, MAX_IMPORTED_CLIP_MAX_EXPOSURES).default(
    DEFAULT_IMPORTED_CLIP_MAX_EXPOSURES,
  ),
  CLIP_MEDIA_RETENTION_DAYS: wholeNumber(1, MAX_CLIP_MEDIA_RETENTION_DAYS).default(DEFAULT_CLIP_MEDIA_RETENTION_DAYS),
  MEDIA_STORAGE: oneOf(['local', 's3']).default('local'),
  /** With MEDIA_STORAGE=local; unset: DATA_DIR/media. */
  MEDIA_DIR: z.string().optional(),
  // With MEDIA_STORAGE=s3: all required but the region and the prefix.
  S3_ENDPOINT: httpUrl('must be an http(s) URL')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default(DEFAULT_S3_REGION),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: quietly(z.string().optional()),
  S3_PREFIX: z
    .string()
    .transform((prefix) => prefix.replace(/^\/+|\/+$/g, ''))
    .default(''),
};
