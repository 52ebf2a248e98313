// The V8 flags every API process runs with: `npm start`, the Dockerfile, the README's command for one process,
// scripts/cluster.mjs and the benchmarks that run the server (bench/games.mjs, bench/profile-games.mjs,
// bench/support/built-app.mjs) all use these. A 64 MB young generation: a live game's objects last about a second
// (a state until the next event, a timer, a query in flight), and with V8's default of 16 MB they outlived two
// scavenges and went to the old generation, whose collections then stopped the server for 40–80 ms (performance note 0040).
// An old generation that may grow to four times what its last full collection kept: a game's objects that do reach
// it (its socket, its state between events) filled V8's default allowance every 2–5 s at 1,000 answers a second,
// and each full collection stops the server long enough to slow a quarter-second's answers past 50 ms. Allowed to
// grow further, it collects three to four times less often, for up to ~100 MB more heap (performance note 0049).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--heap-growing-percent=300'];

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
