// `npm run cluster`: a real local cluster on the local PostgreSQL: N API processes (default 2), M
// workers (default 1) and HAProxy (Debian's package) in front on PORT, with WebSocket support and no sticky
// sessions: any process serves any request and any game socket (decision 0019). Ctrl+C (or SIGTERM) stops it
// all cleanly: HAProxy first, then every process drains and exits. An API process that dies is started again.
//
//   npm run cluster -- --api 3 --workers 2
//
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/gom, created if missing), PORT (default 3000; the API
// processes take the next N ports), DATA_DIR (shared by all: secrets and local media) and every other variable
// of the README are passed to the processes; FANOUT=nats (NATS_URL, default nats://127.0.0.1:4222) fans the games'
// changes out through NATS instead of NOTIFY. Runs the build (`npm run build`) when there is one, else the sources
// through tsx (the API then serves no web app).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/gom';
const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';
const RESTART_DELAY_MS = 1_000;

function parseArgs(argv) {
  const options = { api: Number(process.env.CLUSTER_API ?? 2), workers: Number(process.env.CLUSTER_WORKERS ?? 1) };
  for (let index = 0; index < argv.length; index += 1) {
    const [name, value] = [argv[index], argv[index + 1]];
    if (name === '--api') options.api = Number(value);
    else if (name === '--workers') options.workers = Number(value);
    else if (name === '--help' || name === '-h') {
      console.log('npm run cluster -- [--api N (default 2)] [--workers M (default 1)]');
      process.exit(0);
    } else {
      console.error(`Unknown option ${name}; see npm run cluster -- --help`);
      process.exit(2);
    }
    index += 1;
  }
  for (const [name, count, min] of [
    ['--api', options.api, 1],
    ['--workers', options.workers, 0],
  ]) {
    if (!Number.isInteger(count) || count < min || count > 32) {
      console.error(`${name} must be a whole number from ${min} to 32`);
      process.exit(2);
    }
  }
  return options;
}

/** Creates the database named in the URL when the server does not have it yet. */
async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`DATABASE_URL names a database we will not create: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name}"`);
      console.log(`cluster: created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

/** What HAProxy answers when no process is ready: the API's error envelope, with Retry-After. */
const NO_SERVER_BODY = JSON.stringify({
  error: { code: 'OVERLOADED', message: 'We are very busy right now. Please try again in a few seconds.' },
});

/** HAProxy in front: round robin, no stickiness, health from the readiness check, WebSockets tunnelled. */
function haproxyConfig({ host, port, apiPorts }) {
  return [
    'global',
    '  maxconn 4000',
    'defaults',
    '  mode http',
    '  option forwardfor',
    // A connection refused by a process that just died is retried on another one.
    '  option redispatch',
    '  retries 3',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // An upgraded game socket is a tunnel: idle while the player thinks, closed when the game ends.
    '  timeout tunnel 1h',
    // A check may answer late while the process is busy: only a second past this is a failed check.
    '  timeout check 3s',
    // With no process ready to take it, a request is told when to come back, as a shed one is (decision 0092).
    `  http-error status 503 content-type application/json hdr retry-after 2 string '${NO_SERVER_BODY}'`,
    'frontend web',
    `  bind ${host}:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    // Three failed checks in a row to go down, two good ones to come back: one slow answer moves nobody, and a
    // process marked down finishes the requests it has (no shutdown-sessions: a busy process is not a dead one).
    '  default-server inter 1s fall 3 rise 2',
    ...apiPorts.map((apiPort, index) => `  server api${index + 1} 127.0.0.1:${apiPort} check`),
    '',
  ].join('\n');
}

/** Waits for a process's readiness check (the first start may seed the demo catalog: up to a few minutes). */
async function waitUntilReady(apiPort, stopped) {
  const deadline = Date.now() + 300_000;
  while (!stopped()) {
    const status = await fetch(`http://127.0.0.1:${apiPort}/api/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`the API process on port ${apiPort} was not ready in 5 minutes`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
}

async function main() {
  const { api, workers } = parseArgs(process.argv.slice(2));
  if (!existsSync(HAPROXY)) {
    console.error(`HAProxy is not installed at ${HAPROXY}: apt-get install -y haproxy`);
    process.exit(1);
  }
  // The fan-out between the API processes (decision 0140): NOTIFY, or NATS (the local server by default).
  const fanout = process.env.FANOUT || 'notify';
  if (fanout !== 'notify' && fanout !== 'nats') {
    console.error(`FANOUT must be notify or nats (got ${JSON.stringify(fanout)})`);
    process.exit(2);
  }
  const natsUrl = fanout === 'nats' ? process.env.NATS_URL || DEFAULT_NATS_URL : undefined;
  const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  await ensureDatabase(databaseUrl);
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const dataDir = resolve(process.env.DATA_DIR ?? join(root, 'data'));
  mkdirSync(dataDir, { recursive: true });
  const apiPorts = Array.from({ length: api }, (_, index) => port + 1 + index);

  const built = existsSync(join(root, 'apps/api/dist/server.js')) && existsSync(join(root, 'apps/api/dist/worker.js'));
  const entry = (name) =>
    built ? [join(root, `apps/api/dist/${name}.js`)] : ['--import', 'tsx', join(root, `apps/api/src/${name}.ts`)];
  if (!built) console.log('cluster: no build found (npm run build): running the sources, without the web app');

  const shared = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    // HAProxy is the one proxy in front, connecting from 127.0.0.1: the player's address is its X-Forwarded-For,
    // believed from that address only (a client reaching an API port directly cannot choose its own).
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
    SHUTDOWN_DRAIN_SECONDS: process.env.SHUTDOWN_DRAIN_SECONDS ?? '2',
    FANOUT: fanout,
    ...(natsUrl ? { NATS_URL: natsUrl } : {}),
  };
  let stopping = false;
  const children = new Set();
  // Extra flags for every API and worker process, e.g. CLUSTER_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' for a
  // CPU profile of each (node refuses --cpu-prof in NODE_OPTIONS); written when the process exits on Ctrl+C.
  const nodeFlags = (process.env.CLUSTER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const start = (label, args, env) => {
    const child = spawn(process.execPath, [...nodeFlags, ...args], { env: { ...shared, ...env }, stdio: 'inherit' });
    children.add(child);
    console.log(`cluster: ${label} started (pid ${child.pid})`);
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (stopping) return;
      console.log(`cluster: ${label} (pid ${child.pid}) exited (${signal ?? code}); starting it again`);
      setTimeout(() => !stopping && start(label, args, env), RESTART_DELAY_MS).unref();
    });
    return child;
  };

  const configDir = mkdtempSync(join(tmpdir(), 'gom-haproxy-'));
  const configFile = join(configDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ host, port, apiPorts }));
  const stop = async (exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    console.log('cluster: stopping');
    const exits = [...children].map(
      (child) =>
        new Promise((resolveExit) => (child.exitCode !== null ? resolveExit() : child.once('exit', resolveExit))),
    );
    for (const child of children) child.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const child of children) child.kill('SIGKILL');
    }, 30_000);
    await Promise.all(exits);
    clearTimeout(force);
    rmSync(configDir, { recursive: true, force: true });
    console.log('cluster: stopped');
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  // Rendering is the workers' (unless there are none).
  const apiRender = workers > 0 ? '0' : (process.env.RENDER_CONCURRENCY ?? '2');
  const startApi = (index) =>
    start(`api${index + 1} on port ${apiPorts[index]}`, [...SERVER_NODE_FLAGS, ...entry('server')], {
      PORT: String(apiPorts[index]),
      RENDER_CONCURRENCY: apiRender,
    });
  // The first one alone: it writes the data folder's generated secrets and applies the migrations, which the
  // others then find done (they would race to write different secrets).
  startApi(0);
  try {
    await waitUntilReady(apiPorts[0], () => stopping);
  } catch (error) {
    console.error(`cluster: ${error.message}`);
    return stop(1);
  }
  if (stopping) return;
  for (let index = 1; index < api; index += 1) startApi(index);
  const workerLanes =
    process.env.RENDER_CONCURRENCY && process.env.RENDER_CONCURRENCY !== '0' ? process.env.RENDER_CONCURRENCY : '2';
  for (let index = 0; index < workers; index += 1) {
    start(`worker${index + 1}`, entry('worker'), { RENDER_CONCURRENCY: workerLanes });
  }

  // -db: stay in the foreground; -W: master-worker, so SIGUSR1 stops it softly.
  const haproxy = spawn(HAPROXY, ['-W', '-db', '-f', configFile], { stdio: 'inherit' });
  children.add(haproxy);
  haproxy.once('exit', (code, signal) => {
    children.delete(haproxy);
    if (!stopping) {
      console.error(`cluster: HAProxy exited (${signal ?? code}); stopping the cluster`);
      void stop(1);
    }
  });
  console.log(
    `cluster: HAProxy on ${host}:${port} in front of ${api} API process(es), with ${workers} worker(s); fan-out ${fanout}`,
  );
}

main().catch((error) => {
  console.error('cluster:', error);
  process.exit(1);
});
