// The API under load, against a yardstick measured in the same run: autocannon, 100 connections, drives a bare
// Fastify "hello world" and the production build's authenticated read (`GET /users/{id}/wallets` with a session
// cookie), on PostgreSQL and on the embedded default, each server in a process of its own. The yardstick runs half
// its time before the reads and half after, so a slow or fast spell of the shared machine does not fall on one
// side of the ratio alone. Prints requests per second, p50 and p99 latency, and the ratio to the bare server.
// Needs `npm run build`.
//
//   node bench/http.mjs   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
//                          BENCH_SECONDS, default 10)
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, signedInPlayer, startBuiltApp } from './support/built-app.mjs';
import { reportGoal } from './support/goals.mjs';
import { createScratchDatabase } from './support/scratch-database.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;

/** The goals: the authenticated read against the bare server, and its p99. */
export const HTTP_GOALS = { postgres: 0.4, embedded: 0.15, p99Ms: 50 };

const helloServer = (port) => `
  const app = require('fastify')();
  app.get('/', async () => ({ hello: 'world' }));
  app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));
`;

function load(url, headers = {}, seconds = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      }
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

/** The bare server, started once: `load()` drives it for half of SECONDS; `close()` stops it. */
async function startHello() {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', helloServer(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { load: () => load(`http://127.0.0.1:${port}/`, {}, SECONDS / 2), close: () => child.kill() };
}

/** Two halves of the yardstick's run as one: their mean rate, and the worse of their latencies. */
const combine = (a, b) => ({ rps: (a.rps + b.rps) / 2, p50: Math.max(a.p50, b.p50), p99: Math.max(a.p99, b.p99) });

async function benchAuthenticatedRead(env) {
  const app = await startBuiltApp({ env });
  try {
    const player = await signedInPlayer(app.baseUrl);
    const headers = { cookie: player.cookie, origin: app.baseUrl, 'content-type': 'application/json' };
    const created = await fetch(`${app.baseUrl}/api/users/${player.userId}/wallets`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ currency: 'USD', entityType: 'personal', default: true }),
    });
    if (!created.ok) throw new Error(`create wallet: ${created.status} ${await created.text()}`);
    return await load(`${app.baseUrl}/api/users/${player.userId}/wallets`, { cookie: player.cookie });
  } finally {
    await app.close();
  }
}

export async function benchHttp() {
  const yardstick = await startHello();
  try {
    const before = await yardstick.load();
    const scratch = await createScratchDatabase();
    let postgres;
    try {
      postgres = await benchAuthenticatedRead({ DATABASE_URL: scratch.url });
    } finally {
      await scratch.drop();
    }
    const embedded = await benchAuthenticatedRead({});
    const hello = combine(before, await yardstick.load());
    return { hello, postgres, embedded };
  } finally {
    yardstick.close();
  }
}

export function formatHttpBench({ hello, postgres, embedded }) {
  const line = (name, r) =>
    `  ${name.padEnd(34)} ${Math.round(r.rps).toString().padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms`;
  return [
    `http (${CONNECTIONS} connections, ${SECONDS} s each; the yardstick half before the reads, half after):`,
    line('bare Fastify hello (yardstick)', hello),
    line('GET /users/{id}/wallets, PostgreSQL', postgres),
    line('GET /users/{id}/wallets, embedded', embedded),
    `  authenticated read vs bare: PostgreSQL ${(postgres.rps / hello.rps).toFixed(2)}× (goal ${HTTP_GOALS.postgres}×), ` +
      `embedded ${(embedded.rps / hello.rps).toFixed(2)}× (goal ${HTTP_GOALS.embedded}×); p99 goal < ${HTTP_GOALS.p99Ms} ms`,
  ].join('\n');
}

export function reportHttpGoals({ hello, postgres, embedded }) {
  const read = 'authenticated read / bare Fastify';
  reportGoal({
    measure: `${read}, PostgreSQL`,
    value: postgres.rps / hello.rps,
    goal: HTTP_GOALS.postgres,
    unit: '×',
    better: 'higher',
  });
  reportGoal({
    measure: `${read}, embedded`,
    value: embedded.rps / hello.rps,
    goal: HTTP_GOALS.embedded,
    unit: '×',
    better: 'higher',
  });
  for (const [name, result] of [
    ['PostgreSQL', postgres],
    ['embedded', embedded],
  ]) {
    reportGoal({
      measure: `authenticated read p99, ${name}`,
      value: result.p99,
      goal: HTTP_GOALS.p99Ms,
      unit: ' ms',
      better: 'lower',
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchHttp();
  console.log(formatHttpBench(results));
  reportHttpGoals(results);
}
