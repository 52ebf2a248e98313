// A readiness check a load balancer can follow, apart from liveness. In process, through the
// app; and the real entry point, stopped with SIGTERM, fails readiness while it drains and then exits.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_READY_MESSAGES } from '../src/routes/health.ts';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

describe('GET /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('fails while starting and while draining, while liveness answers throughout', async () => {
    const ready = () => t.client().get('/api/health/ready');
    expect((await ready()).status).toBe(503);
    expect((await ready()).body.error).toEqual({ code: 'NOT_READY', message: NOT_READY_MESSAGES.starting });
    t.app.readiness.markReady();
    expect((await ready()).status).toBe(200);
    expect((await ready()).body.data).toEqual({ status: 'ready' });
    t.app.readiness.startDraining();
    expect((await ready()).body.error).toEqual({ code: 'NOT_READY', message: NOT_READY_MESSAGES.draining });
    expect((await t.client().get('/api/health')).status).toBe(200);
    // Draining is for good: nothing makes the process ready again.
    t.app.readiness.markReady();
    expect((await ready()).status).toBe(503);
  });
});

describe('GET /api/health/ready while the event loop is overloaded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    t.app.readiness.markReady();
  });
  afterAll(() => t.close());

  it('fails once the loop was held for a second, and passes again only after staying calm', async () => {
    const ready = () => t.client().get('/api/health/ready');
    const readyAgain = async () => {
      const deadline = Date.now() + 10_000;
      while ((await ready()).status !== 200) {
        if (Date.now() > deadline) throw new Error('never ready again');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    // The app's own start may have held the loop (compiling, migrating): calm first.
    await readyAgain();
    // A second of the loop's time taken by one piece of work: the lag sampler fires that late.
    const until = Date.now() + 1_000;
    while (Date.now() < until) {
      // busy on purpose
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const overloaded = await ready();
    expect(overloaded.status).toBe(503);
    expect(overloaded.body.error).toEqual({ code: 'NOT_READY', message: NOT_READY_MESSAGES.overloaded });
    // Alive throughout; ready again after 3 s of calm (with hysteresis, not at the first calm sample).
    expect((await t.client().get('/api/health')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await ready()).status).toBe(503);
    await readyAgain();
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('the server stopped with SIGTERM', () => {
  it('fails readiness at once, keeps serving for SHUTDOWN_DRAIN_SECONDS, then exits cleanly', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gom-drain-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    const server = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../src/server.ts', import.meta.url))],
      {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          RENDER_CONCURRENCY: '0',
          DEMO_CATALOG: 'off',
          SHUTDOWN_DRAIN_SECONDS: '2',
        },
        stdio: 'ignore',
      },
    );
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      const status = (path: string) =>
        fetch(`${base}${path}`).then(
          (response) => response.status,
          () => 0,
        );
      const deadline = Date.now() + 60_000;
      while ((await status('/health/ready')) !== 200) {
        if (Date.now() > deadline) throw new Error('the server never became ready');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const stoppedAt = Date.now();
      server.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await status('/health/ready')).toBe(503);
      expect(await status('/health')).toBe(200);
      expect(await exited).toBe(0);
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(2_000);
    } finally {
      server.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
