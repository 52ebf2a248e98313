// `npm run cluster` (HAProxy from Debian in front of 2 API processes and a worker, on
// one PostgreSQL) serves a whole game through the load balancer while the process holding the game's socket is
// killed with -9; the game settles exactly once; the cluster then stops cleanly.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { fundedPlayer, loadGame, outcomeOf, seedClips, startGameTestApp, waitFor } from '../game/game-test-kit.ts';
import { createQuickGame, finishResumedGame, onPostgres, openSocketOn, SKIP_REASON, twinEnv } from './scale-out-kit.ts';

const CLUSTER = fileURLToPath(new URL('../../../../scripts/cluster.mjs', import.meta.url));
const haveHaproxy = existsSync('/usr/sbin/haproxy');
const skipReason = !onPostgres ? SKIP_REASON : 'needs HAProxy at /usr/sbin/haproxy (apt-get install haproxy)';

/**
 * A port whose next two are free as well (the API processes take PORT+1 and PORT+2), below the kernel's ephemeral
 * range (from 32768): every other process on the machine takes ports from that range all the time, for its servers
 * (port 0) and for every connection it opens, and one of them may land on PORT+1 in the seconds before the
 * cluster's processes bind it.
 */
async function freePortRun(): Promise<number> {
  for (let tries = 0; tries < 50; tries += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await Promise.all([0, 1, 2].map((offset) => portIsFree(port + offset)));
    if (free.every(Boolean)) return port;
  }
  throw new Error('no three free ports in a row');
}

async function portIsFree(port: number): Promise<boolean> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Opens a socket, trying again up to twice after a failed attempt, as the web client's reconnect does. */
async function reconnect<T>(open: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await open();
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!onPostgres || !haveHaproxy)(
  `npm run cluster (${onPostgres && haveHaproxy ? 'HAProxy' : skipReason})`,
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startGameTestApp();
      await seedClips(t, { goals: 10, misses: 10 });
    });
    afterAll(() => t.close());

    it('serves a whole game through HAProxy while the process holding its socket is killed, then stops', async () => {
      const port = await freePortRun();
      let output = '';
      const cluster = spawn(process.execPath, [CLUSTER, '--api', '2', '--workers', '1'], {
        env: {
          ...process.env,
          ...twinEnv(t),
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          DEMO_CATALOG: 'off',
          RENDER_CONCURRENCY: '1',
          SHUTDOWN_DRAIN_SECONDS: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      cluster.stdout.on('data', (chunk) => (output += String(chunk)));
      cluster.stderr.on('data', (chunk) => (output += String(chunk)));
      const exited = new Promise<number | null>((resolve) => cluster.once('exit', resolve));
      const balancer = `http://127.0.0.1:${port}`;
      const others = () =>
        queryRows<{ id: string; pid: number }>(
          t.database.db,
          sql`select id, pid from game_server_instances where pid <> ${process.pid}`,
        );
      try {
        await waitFor(
          async () =>
            (await fetch(`${balancer}/api/health/ready`).then(
              (response) => response.status,
              () => 0,
            )) === 200 && (await others()).length === 2,
          'the cluster ready',
          90_000,
        );

        const player = await fundedPlayer(t);
        const gameId = await createQuickGame(t, balancer, player);
        const first = await openSocketOn(t, balancer, player, gameId);
        first.start();
        await first.next('questionSent');
        first.answer(await outcomeOf(t, gameId, 0));
        await first.next('questionAnswered');
        expect((await first.next('questionSent')).payload.questionIndex).toBe(1);
        first.clipReady(1);
        const deadline = (await first.next('questionTimer')).payload.deadline as string;

        // The process holding the socket dies mid-question.
        const holder = (await loadGame(t, gameId)).state.openConnections[0]?.split(':')[0];
        const victim = (await others()).find((instance) => instance.id === holder);
        expect(victim).toBeDefined();
        process.kill(victim!.pid, 'SIGKILL');
        await first.closed;

        // The client reconnects through the balancer and resumes with the time left. Like the web client, it
        // tries again after a moment when the first attempt fails: the balancer may hand it to the killed
        // process in the instant before its port closes (HAProxy answers 502, "SH": the server hung up).
        const again = await reconnect(() => openSocketOn(t, balancer, player, gameId));
        await finishResumedGame(t, again, gameId, deadline, { firstMessageTimeoutMs: 10_000 });

        // The cluster started the killed process again; then everything stops cleanly.
        await waitFor(
          async () => (await others()).filter((instance) => isAlive(instance.pid)).length === 2,
          'the killed process replaced',
          60_000,
        );
        const pids = (await others()).map((instance) => instance.pid).filter(isAlive);
        cluster.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(output).toContain('cluster: stopped');
        expect(pids.filter(isAlive)).toEqual([]);
      } catch (error) {
        // What the cluster's processes said is what tells why it failed: HAProxy's and each process's lines.
        throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- cluster output:\n${output}`, {
          cause: error,
        });
      } finally {
        if (cluster.exitCode === null) cluster.kill('SIGKILL');
      }
    }, 150_000);
  },
);
