import { spawn, type ChildProcess } from 'node:child_process';

// A journey that needs a server to itself (its own embedded database, its own settings) starts one beside the
// shared one: the production build, on a port and data directory of its own.

export type OwnServer = { baseUrl: string; stop: () => Promise<void> };

// Two minutes, as the shared server is given (playwright.config.ts): the longest journey now starts its server in
// the first second, beside the shared one's start and first renders, and on a crowded machine 60 s was too short.
const START_POLLS = 240;
const POLL_MS = 500;

export async function startOwnServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  name: string;
}): Promise<OwnServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const server: ChildProcess = spawn('node', ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: options.dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: 'inherit',
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  };
  for (let attempt = 0; attempt < START_POLLS; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await stop();
  throw new Error(`${options.name}'s server did not start`);
}
