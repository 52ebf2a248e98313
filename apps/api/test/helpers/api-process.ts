// Real API processes for the scale-out tests: `src/server.ts` run by node through tsx, as
// `npm start` runs its build, on a free port, with the environment a test gives (one DATABASE_URL for all).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const WORKER = fileURLToPath(new URL('../../src/worker.ts', import.meta.url));

export interface ApiProcess {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** What the process wrote to stderr (its warnings and errors), for a failing test's message. */
  stderr(): string;
  /** Its log lines (stdout), parsed. */
  logs(): Array<Record<string, unknown>>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts one API process and resolves once its readiness check answers 200. */
export async function startApiProcess(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  const listenPort = port ?? (await freePort());
  const server = spawnEntry(SERVER, { PORT: String(listenPort), ...env });
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  await until(server, 'ready', async () => {
    const status = await fetch(`${baseUrl}/api/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
    return status === 200;
  });
  return { ...server, baseUrl, port: listenPort };
}

/** Starts one `npm run worker` process and resolves once it says it started. */
export async function startWorkerProcess(env: Record<string, string>): Promise<Omit<ApiProcess, 'baseUrl' | 'port'>> {
  const worker = spawnEntry(WORKER, { LOG_LEVEL: 'info', RENDER_CONCURRENCY: '1', ...env });
  await until(worker, 'started', async () => worker.logs().some((line) => line.msg === 'clip worker started'));
  return worker;
}

function spawnEntry(entry: string, env: Record<string, string>): Omit<ApiProcess, 'baseUrl' | 'port'> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RENDER_CONCURRENCY: '0',
      DEMO_CATALOG: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  child.stdout?.on('data', (chunk) => {
    stdout += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const logs = () =>
    stdout.split('\n').flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  return { child, exited, stderr: () => stderr, logs };
}

async function until(
  started: Omit<ApiProcess, 'baseUrl' | 'port'>,
  what: string,
  check: () => Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (started.child.exitCode !== null) {
      throw new Error(`the process exited with ${started.child.exitCode}: ${started.stderr()}`);
    }
    if (Date.now() > deadline) {
      started.child.kill('SIGKILL');
      throw new Error(`the process was not ${what} within 60 s: ${started.stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops a process (SIGKILL if it has not exited within 10 s of the signal). */
export async function stopApiProcess(
  server: Pick<ApiProcess, 'child' | 'exited'>,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}
