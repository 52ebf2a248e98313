// Starts the production build (`npm run build` first) on its embedded defaults in a throwaway data folder,
// for benchmarks that need the whole app over HTTP. Rendering is off (RENDER_CONCURRENCY=0) unless asked for:
// a benchmark must not share the machine with the clip buffer's background work.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

const SERVER = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));

/** A TCP port nothing listens on now: other work on this machine may hold any fixed one. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resolves to `{ baseUrl, close }` once /api/health answers. `rendering: true` keeps the background renderer
 * of `npm start`; `nodeArgs` e.g. ['--cpu-prof'] to profile the server.
 */
export async function startBuiltApp({ env = {}, nodeArgs = [], rendering = false } = {}) {
  if (!existsSync(SERVER)) throw new Error('No build found: run `npm run build` first.');
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'gom-bench-app-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, SERVER], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...(rendering ? {} : { RENDER_CONCURRENCY: '0' }),
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    async close() {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers and signs in a fresh player through the API: its user id and the session's Cookie header. */
export async function signedInPlayer(baseUrl) {
  const tag = Math.random().toString(16).slice(2, 10);
  const account = {
    firstName: 'Bench',
    lastName: 'Player',
    username: `bench_${tag}`,
    email: `bench.${tag}@example.com`,
    password: 'Kickoff2026',
    dateOfBirth: '1990-01-01',
  };
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const registered = await fetch(`${baseUrl}/api/register`, { method: 'POST', headers, body: JSON.stringify(account) });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const body = await login.json();
  return { userId: body.data.id, cookie, account };
}
