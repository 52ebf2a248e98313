// `npm run bench`: every benchmark in this folder, one after the other (they share the machine).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatGoalTable, readGoals } from './support/goals.mjs';

const BENCHMARKS = [
  'ledger.mjs',
  'render.mjs',
  'games.mjs',
  'tournament.mjs',
  'leaderboard.mjs',
  'web.mjs',
  'http.mjs',
  'first-start.mjs',
];

let failed = 0;
const goals = [];
for (const file of BENCHMARKS) {
  console.log(`\n== ${file}`);
  const result = spawnSync(process.execPath, [fileURLToPath(new URL(file, import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  goals.push(...readGoals(result.stdout ?? ''));
  if (result.status !== 0) failed += 1;
}
console.log(`\n== the goals on this machine, measured in this run\n${formatGoalTable(goals)}`);
process.exit(failed > 0 ? 1 : 0);
