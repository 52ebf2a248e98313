import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

// The embedded database (PGlite) can be open in one process only, and the server that owns it clears DATA_DIR's
// render work at start. So a process that opens it first takes DATA_DIR/server.lock: created exclusively, it holds
// the owner's pid. A second process finds it, sees that pid alive, and refuses before it touches anything. A lock
// whose pid is dead (a kill -9, a power cut) is stale: it is taken over. scripts/refuse-if-running.mjs reads the
// same file before `npm start` builds anything.

export const LOCK_FILE_NAME = 'server.lock';

export interface LockOwner {
  pid: number;
  host: string;
  /** What holds it: the server, or an operator command that opened the database itself. */
  role: 'server' | 'command';
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly owner: LockOwner,
  ) {
    super(
      `Another Goal or Miss ${owner.role === 'server' ? 'server' : 'command'} (pid ${owner.pid}) is using ` +
        `${lockPath.slice(0, -LOCK_FILE_NAME.length - 1)}: stop it first, or give this one another DATA_DIR. ` +
        `(Lock file: ${lockPath}; if no such process runs, delete it.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

/** Whether a process with this pid runs (and is not this one: a container's restarted server may get its pid again). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live owner of DATA_DIR's lock, if any. */
export function lockOwnerOf(dataDir: string): LockOwner | null {
  const owner = readOwner(join(dataDir, LOCK_FILE_NAME));
  return owner && isProcessAlive(owner.pid) ? owner : null;
}

function readOwner(path: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' ? (parsed as LockOwner) : null;
  } catch {
    // Missing, or half-written by an owner that died while writing it: no live owner can be read from it.
    return null;
  }
}

/** Takes DATA_DIR's lock, or throws DataDirLockedError naming its live owner. */
export function acquireDataDirLock(dataDir: string, role: LockOwner['role']): DataDirLock {
  const path = join(dataDir, LOCK_FILE_NAME);
  mkdirSync(dataDir, { recursive: true });
  const owner: LockOwner = { pid: process.pid, host: hostname(), role, startedAt: new Date().toISOString() };
  // Two attempts: the second after removing a stale lock. A process that took it over meanwhile wins the exclusive
  // create, and this one then finds it alive.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readOwner(path);
      if (current && isProcessAlive(current.pid)) throw new DataDirLockedError(path, current);
      unlinkSync(path);
      continue;
    }
    writeSync(fd, `${JSON.stringify(owner)}\n`);
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      // Only its own: never a lock another process took over.
      if (readOwner(path)?.pid === process.pid) unlinkSync(path);
    };
    process.once('exit', release);
    return { path, release };
  }
  const current = readOwner(path);
  throw new DataDirLockedError(path, current ?? owner);
}
