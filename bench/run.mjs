// `npm run bench`: every benchmark in this folder, one after the other (they share the machine).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHMARKS = [
  'ledger.mjs',
  'render.mjs',
  'games.mjs',
  'leaderboard.mjs',
  'web.mjs',
  'http.mjs',
  'first-start.mjs',
];

let failed = 0;
for (const file of BENCHMARKS) {
  console.log(`\n== ${file}`);
  const result = spawnSync(process.execPath, [fileURLToPath(new URL(file, import.meta.url))], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
