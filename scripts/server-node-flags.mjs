// The V8 flags every API process runs with: `npm start`, the Dockerfile, the README's command for one process,
// scripts/cluster.mjs and the benchmarks that run the server (bench/games.mjs, bench/profile-games.mjs,
// bench/support/built-app.mjs) all use these. A 64 MB young generation: a live game's objects last about a second
// (a state until the next event, a timer, a query in flight), and with V8's default of 16 MB they outlived two
// scavenges and went to the old generation, whose collections then stopped the server for 40–80 ms (decision 0040).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * For a script that runs the server in its own process: unless this process already has SERVER_NODE_FLAGS and
 * `extraFlags`, runs the script (`scriptUrl`, its import.meta.url) again with them and exits with its status.
 */
export function runWithServerNodeFlags(scriptUrl, extraFlags = []) {
  const missing = [...extraFlags, ...SERVER_NODE_FLAGS].filter((flag) => !process.execArgv.includes(flag));
  if (missing.length === 0) return;
  const rerun = spawnSync(process.execPath, [...process.execArgv, ...missing, fileURLToPath(scriptUrl)], {
    stdio: 'inherit',
  });
  process.exit(rerun.status ?? 1);
}
