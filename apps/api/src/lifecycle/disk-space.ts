import { statfsSync } from 'node:fs';
import { dirname } from 'node:path';

// A full disk under DATA_DIR (the embedded database, the media, render scratch) used to surface as PGlite's bare
// `RuntimeError: Aborted()` at start and not at all in /api/health. Both now ask the disk: below DISK_FULL_BELOW_BYTES
// free, the server calls it full, says so and where.

/** Less than a WAL segment and a clip's render scratch can take: the server cannot be trusted to write. */
export const DISK_FULL_BELOW_BYTES = 64 * 1024 * 1024;

export interface DiskSpace {
  /** The folder asked: DATA_DIR, or the nearest one that exists. */
  path: string;
  freeBytes: number;
  full: boolean;
}

export function diskSpaceOf(dataDir: string): DiskSpace {
  let path = dataDir;
  for (;;) {
    try {
      const stats = statfsSync(path);
      const freeBytes = Number(stats.bavail) * Number(stats.bsize);
      return { path, freeBytes, full: freeBytes < DISK_FULL_BELOW_BYTES };
    } catch (error) {
      const parent = dirname(path);
      if (parent === path) throw error;
      path = parent;
    }
  }
}

export class DiskFullError extends Error {
  constructor(readonly space: DiskSpace) {
    super(
      `disk full: the disk holding DATA_DIR (${space.path}) has ${megabytes(space.freeBytes)} free, below the ` +
        `${megabytes(DISK_FULL_BELOW_BYTES)} a server needs. Free space there, then start again.`,
    );
    this.name = 'DiskFullError';
  }
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Throws DiskFullError when the disk holding DATA_DIR is full. */
export function checkDiskSpace(dataDir: string): void {
  const space = diskSpaceOf(dataDir);
  if (space.full) throw new DiskFullError(space);
}
