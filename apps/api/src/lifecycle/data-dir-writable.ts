import { accessSync, constants, statSync } from 'node:fs';
import { dirname } from 'node:path';

// Before a server writes anything: DATA_DIR (or, on a first start, the folder it will be made in) must be a folder
// this process may write in, or the start stops here, naming it, rather than with a database's own error later.

export class DataDirUnwritableError extends Error {
  constructor(
    readonly dataDir: string,
    reason: string,
  ) {
    super(`DATA_DIR ${dataDir} cannot be written (${reason}): give this process a folder it may write in.`);
    this.name = 'DataDirUnwritableError';
  }
}

/** Throws DataDirUnwritableError unless DATA_DIR can be written or made; creates nothing. */
export function checkDataDirWritable(dataDir: string): void {
  let folder = dataDir;
  // The nearest folder that exists: DATA_DIR itself, or the one it would be made in.
  for (;;) {
    let stats;
    try {
      stats = statSync(folder);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const parent = dirname(folder);
      if ((code === 'ENOENT' || code === 'ENOTDIR') && parent !== folder) {
        folder = parent;
        continue;
      }
      throw new DataDirUnwritableError(dataDir, `${folder}: ${code ?? String(error)}`);
    }
    if (!stats.isDirectory()) throw new DataDirUnwritableError(dataDir, `${folder} is a file, not a folder`);
    break;
  }
  try {
    accessSync(folder, constants.W_OK);
  } catch (error) {
    throw new DataDirUnwritableError(dataDir, `${folder}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}
