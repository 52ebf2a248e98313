// Before `npm start` builds anything: on the embedded database (no DATABASE_URL), a server already running in this
// DATA_DIR holds DATA_DIR/server.lock with its pid (apps/api/src/lifecycle/data-dir-lock.ts, which the server itself
// checks again when it starts). Rebuilding under it would replace the files it serves, so refuse at once.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The live owner in DATA_DIR's lock file, or null. */
function runningOwner(env, cwd) {
  if (env.DATABASE_URL) return null;
  const lockPath = join(resolve(cwd, env.DATA_DIR || './data'), 'server.lock');
  let owner;
  try {
    owner = JSON.parse(readFileSync(lockPath, 'utf8'));
  } catch {
    return null;
  }
  const pid = owner?.pid;
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return null;
  }
  return { pid, lockPath, role: owner.role };
}

const running = runningOwner(process.env, process.cwd());
if (running) {
  const dataDir = running.lockPath.slice(0, -'/server.lock'.length);
  console.error(
    `Failed to start: another Goal or Miss ${running.role === 'command' ? 'command' : 'server'} (pid ${running.pid}) ` +
      `is using ${dataDir}: stop it first, or give this one another DATA_DIR. ` +
      `(Lock file: ${running.lockPath}; if no such process runs, delete it.)`,
  );
  process.exit(1);
}
