// A start that cannot succeed says why in one line, naming the file or the database to look at, and writes nothing:
// a corrupt secrets.json, a DATA_DIR that cannot be written, a database that cannot be reached. A database that
// answers only after a few seconds (it is starting too, or blipped) is waited for with backoff instead.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { freePort, startApiProcess, stopApiProcess, type ApiProcess } from '../helpers/api-process.ts';
import { TEST_SECRETS_ENV } from '../helpers/start-test-app.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const driver = process.env.TEST_DB_DRIVER ?? 'pglite';
const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'gom-start-test-'));
  folders.push(folder);
  return folder;
};

/** Starts the server and waits for it to exit: its code and what it wrote to stderr. */
function startToExit(env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_CATALOG: 'off', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(driver !== 'pglite')('a start that cannot succeed', () => {
  it('names a corrupt secrets.json and leaves it, and everything else, as it was', async () => {
    const dataDir = newFolder();
    const secrets = join(dataDir, 'secrets.json');
    writeFileSync(secrets, '{"JWT_SECRET": "abc",');
    const { code, stderr } = await startToExit({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(code).toBe(1);
    expect(stderr).toContain(`${secrets} is not a valid secrets file (not JSON:`);
    expect(stderr).not.toContain('SyntaxError');
    expect(readFileSync(secrets, 'utf8')).toBe('{"JWT_SECRET": "abc",');
    expect(readdirSync(dataDir)).toEqual(['secrets.json']);
  }, 90_000);

  it('names a DATA_DIR that cannot be written, and creates nothing', async () => {
    const parent = newFolder();
    writeFileSync(join(parent, 'a-file'), 'in the way');
    const dataDir = join(parent, 'a-file', 'data');
    const { code, stderr } = await startToExit({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      ...TEST_SECRETS_ENV,
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `Failed to start: DATA_DIR ${dataDir} cannot be written (${join(parent, 'a-file')} is a file`,
    );
    expect(readdirSync(parent)).toEqual(['a-file']);
  }, 90_000);

  it('names the database it could not reach and why, after trying for DATABASE_WAIT_SECONDS, and writes nothing', async () => {
    const dataDir = join(newFolder(), 'data');
    const closedPort = await freePort();
    const begun = Date.now();
    const { code, stderr } = await startToExit({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://postgres:secret-password@127.0.0.1:${closedPort}/gom`,
      DATABASE_WAIT_SECONDS: '2',
    });
    expect(code).toBe(1);
    expect(stderr).toContain(`does not answer`);
    expect(stderr).toMatch(
      new RegExp(
        `Failed to start: cannot reach the database at 127\\.0\\.0\\.1:${closedPort}/gom \\(DATABASE_URL\\): .*ECONNREFUSED.*; tried for \\d s`,
      ),
    );
    expect(stderr).not.toContain('secret-password');
    expect(Date.now() - begun).toBeGreaterThan(1_500);
    // Not even the secrets it invented: they are saved once a start succeeds.
    expect(existsSync(dataDir)).toBe(false);
  }, 90_000);
});

describe.skipIf(driver !== 'postgres')('a database that answers late', () => {
  let database: DatabaseHandle | undefined;
  let proxy: Server | undefined;
  let server: ApiProcess | undefined;
  afterAll(async () => {
    if (server) await stopApiProcess(server, 'SIGKILL');
    proxy?.close();
    await database?.close();
  });

  it('is waited for with backoff: the server starts once it answers', async () => {
    database = await openTestDatabase();
    const url = new URL(database.url ?? '');
    const proxyPort = await freePort();
    const late = new URL(url);
    late.port = String(proxyPort);
    // The database's address drops the first two connections at once (restarting, or a network blip), then answers.
    let dropped = 0;
    proxy = createServer((client) => {
      if (dropped < 2) {
        dropped += 1;
        client.destroy();
        return;
      }
      const upstream = createConnection({ host: url.hostname, port: Number(url.port || 5432) });
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy?.listen(proxyPort, '127.0.0.1', () => resolve()));
    server = await startApiProcess({
      DATABASE_URL: late.toString(),
      DATA_DIR: newFolder(),
      ...TEST_SECRETS_ENV,
    });
    expect(dropped).toBe(2);
    expect(server.stderr()).toContain(`The database at 127.0.0.1:${proxyPort}${url.pathname} does not answer`);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    expect(await stopApiProcess(server)).toBe(0);
  }, 90_000);
});
