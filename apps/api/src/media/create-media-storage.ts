import type { MediaStorageSetting } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { createLocalMediaStorage } from './local-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { createS3MediaStorage } from './s3-media-storage.ts';

/** The storage the configuration names: the local folder by default, or an S3-compatible bucket. */
export function createMediaStorage(setting: MediaStorageSetting, clock: Clock): MediaStorage {
  return setting.kind === 's3'
    ? createS3MediaStorage({ ...setting, clock })
    : createLocalMediaStorage({ root: setting.root });
}
