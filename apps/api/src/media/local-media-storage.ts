// Media on the local disk under one root (DATA_DIR/media by default). Writes go to a temporary name in the
// same folder and are renamed into place, so a crash never leaves a truncated file under a real key.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { assertMediaKey, type ByteRange, type MediaStorage, type StoredMedia } from './media-storage.ts';

export interface LocalMediaStorageOptions {
  /** Absolute folder holding every key. */
  root: string;
}

export function createLocalMediaStorage({ root }: LocalMediaStorageOptions): MediaStorage {
  const pathOf = (key: string): string => {
    assertMediaKey(key);
    return join(root, key);
  };
  return {
    kind: 'local',
    async put({ key, sourcePath }) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await copyFile(sourcePath, partial);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: (await stat(target)).size };
    },
    async stat(key): Promise<StoredMedia | null> {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async createReadStream(key, range?: ByteRange): Promise<Readable> {
      const path = pathOf(key);
      // Opened before returning, so a missing file rejects here rather than as a stream error mid-response.
      const stream = createReadStream(path, range ? { start: range.start, end: range.end } : {});
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
