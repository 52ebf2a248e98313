// `npm run cluster` on a scratch database for a burst (bench/burst.mjs and the API's burst test): HAProxy, 2 API
// processes and a worker, with the clips the players' games draw, on a run of free ports.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { burstClipsSql } from './burst-players.mjs';
import { BENCH_SERVER_URL } from './scratch-database.mjs';

const CLUSTER = fileURLToPath(new URL('../../scripts/cluster.mjs', import.meta.url));

async function admin(statement, url = BENCH_SERVER_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** PORT and the next two free (HAProxy and the two API processes), below the ephemeral range. */
export async function clusterPort() {
  if (process.env.BURST_PORT) return Number(process.env.BURST_PORT);
  for (let tries = 0; tries < 50; tries += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if ((await Promise.all([0, 1, 2].map((offset) => portIsFree(port + offset)))).every(Boolean)) return port;
  }
  throw new Error('no three free ports in a row');
}

/** Starts the cluster on a scratch database; resolves once both API processes answer ready through HAProxy. */
export async function startBurstCluster({ players, port, env = {} }) {
  const name = `gom_burst_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const cluster = spawn(process.execPath, [CLUSTER, '--api', '2', '--workers', '1'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEMO_CATALOG: 'off',
      RENDER_CONCURRENCY: '0',
      SHUTDOWN_DRAIN_SECONDS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cluster.stdout.on('data', (chunk) => (output += String(chunk)));
  cluster.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise((resolve) => cluster.once('exit', resolve));
  const stop = async () => {
    if (cluster.exitCode === null) cluster.kill('SIGTERM');
    await exited;
    await admin(`drop database if exists ${name} with (force)`);
  };
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (cluster.exitCode !== null) throw new Error(`the cluster exited:\n${output}`);
      const status = await fetch(`${baseUrl}/api/health/ready`).then(
        (response) => response.status,
        () => 0,
      );
      // Both processes: the second starts after the first is ready (it migrates the database first).
      if (status === 200 && (output.match(/started \(pid/g) ?? []).length >= 3) {
        const both = await Promise.all(
          [1, 2].map((offset) =>
            fetch(`http://127.0.0.1:${port + offset}/api/health/ready`).then(
              (response) => response.status === 200,
              () => false,
            ),
          ),
        );
        if (both.every(Boolean)) break;
      }
      if (Date.now() > deadline) throw new Error(`the cluster was not ready in 3 minutes:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await admin(burstClipsSql(players), databaseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl, pid: cluster.pid, output: () => output, stop };
}
