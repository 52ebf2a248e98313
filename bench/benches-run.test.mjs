import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The PostgreSQL benches that seed the schema with statements of their own, each run small on the tests' server: a
// schema change once broke two of them (a tournament's format, a game's match), and no run noticed until the next
// measurement. Each bench throws when what it measured went wrong (money not summing to zero, a prize paid twice, an
// answer not locked in), so its exit code is part of the verdict. Their timings are not judged here: a busy CI
// machine says nothing about them (`npm run bench` on a quiet one does).

const serverUrl = process.env.TEST_DATABASE_URL;
const RUN_MS = 180_000;

async function runBench(file, env) {
  const { stdout } = await promisify(execFile)('node', [`bench/${file}`], {
    env: { ...process.env, BENCH_DATABASE_URL: serverUrl, ...env },
    timeout: RUN_MS,
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

describe.skipIf(!serverUrl)('the PostgreSQL benches, run small', () => {
  it(
    'tournament.mjs plays a round of 20 entrants to its close and pays every prize once',
    async () => {
      const stdout = await runBench('tournament.mjs', { BENCH_ENTRANTS: '20' });
      expect(stdout).toContain('20/20 told');
      expect(stdout).toContain('pool 0; all accounts sum to 0; 40 answers stored; tournament closed');
    },
    RUN_MS + 10_000,
  );

  it(
    'leaderboard.mjs seeds 300 players with their games and times every board',
    async () => {
      const stdout = await runBench('leaderboard.mjs', { BENCH_PLAYERS: '300', BENCH_GAMES_PER_PLAYER: '10' });
      expect(stdout).toContain('seeded 3000 games');
      expect(stdout).toMatch(/BENCH_GOAL .*leaderboard/);
    },
    RUN_MS + 10_000,
  );
});
