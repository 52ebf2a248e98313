// Real API processes for the scale-out tests (issue 15): `src/server.ts` run by node through tsx, as
// `npm start` runs its build, on a free port, with the environment a test gives (one DATABASE_URL for all).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export interface ApiProcess {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** What the process wrote to stderr (its warnings and errors), for a failing test's message. */
  stderr(): string;
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
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RENDER_CONCURRENCY: '0',
      DEMO_CATALOG: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process exited with ${child.exitCode}: ${stderr}`);
    const status = await fetch(`${baseUrl}/api/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API process was not ready within 60 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, port: listenPort, child, exited, stderr: () => stderr };
}

/** Stops a process (SIGKILL if it has not exited within 10 s of the signal). */
export async function stopApiProcess(server: ApiProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}
