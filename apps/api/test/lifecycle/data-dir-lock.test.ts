// One server per embedded database: real server processes on one DATA_DIR (PGlite). A second start refuses at once,
// naming the first's pid, and touches nothing of the first's (its render work, its lock); `npm start` refuses before
// it builds; `npm run users -- grant-operator` works through the running server; a lock left by a killed server is
// taken over; with no server running the command opens the database itself.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn } from '../helpers/accounts.ts';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../helpers/api-process.ts';
import { HttpClient } from '../helpers/http-client.ts';

const onPglite = (process.env.TEST_DB_DRIVER ?? 'pglite') === 'pglite';
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const USERS_CLI = join(ROOT, 'apps/api/src/cli/users.ts');

/** Runs a command to its end: its exit code and output. */
function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const lockPid = (dataDir: string) => JSON.parse(readFileSync(join(dataDir, 'server.lock'), 'utf8')).pid as number;

describe.skipIf(!onPglite)('one server per embedded database (DATA_DIR lock)', () => {
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const started: ApiProcess[] = [];
  const start = async () => {
    const server = await startApiProcess(env());
    started.push(server);
    return server;
  };
  const roleOf = async (server: ApiProcess, client: HttpClient) => {
    const there = new HttpClient(server.baseUrl, server.baseUrl);
    there.setCookie('gom_access', client.cookie('gom_access') ?? '', '/api');
    return (await there.get('/api/users/profile')).body.data.role as string;
  };

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gom-lock-test-'));
  });
  afterAll(async () => {
    await Promise.all(started.map((server) => stopApiProcess(server, 'SIGKILL')));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server at once and touches nothing; operators are granted through the running one', async () => {
    const first = await start();
    expect(lockPid(dataDir)).toBe(first.child.pid);
    // Render work in progress: the second start used to delete it before failing on the port.
    const piece = join(dataDir, 'render-work', 'clip-in-progress', 'pre.mp4');
    mkdirSync(join(piece, '..'), { recursive: true });
    writeFileSync(piece, 'half a video');
    const secrets = readFileSync(join(dataDir, 'secrets.json'), 'utf8');

    const begun = Date.now();
    const second = await startApiProcess(env()).then(
      (server) => {
        started.push(server);
        return null;
      },
      (error: Error) => error.message,
    );
    expect(second).toContain(`(pid ${first.child.pid}) is using ${dataDir}`);
    expect(second).toContain('exited with 1');
    expect(Date.now() - begun).toBeLessThan(15_000);
    expect(readFileSync(piece, 'utf8')).toBe('half a video');
    expect(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).toBe(secrets);
    expect(lockPid(dataDir)).toBe(first.child.pid);
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);

    // `npm start` refuses before it builds anything.
    const npmStart = await run([join(ROOT, 'scripts/refuse-if-running.mjs')], env());
    expect(npmStart.code).toBe(1);
    expect(npmStart.stderr).toContain(`(pid ${first.child.pid}) is using ${dataDir}`);

    // No PORT given (the server's guard used to probe one): the command goes through the running server.
    const client = new HttpClient(first.baseUrl, first.baseUrl);
    const { user } = await signUpAndIn(client);
    const granted = await run(['--import', 'tsx', USERS_CLI, 'grant-operator', user.email], env());
    expect(granted, granted.stderr).toMatchObject({ code: 0, stdout: `${user.email}: operator\n` });
    expect(await roleOf(first, client)).toBe('operator');
    const unknown = await run(['--import', 'tsx', USERS_CLI, 'grant-operator', 'nobody@example.com'], env());
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).not.toBe('');

    // A kill -9 leaves the lock and the admin socket behind: the next server takes both over.
    await stopApiProcess(first, 'SIGKILL');
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
    const next = await start();
    expect(lockPid(dataDir)).toBe(next.child.pid);
    const revoked = await run(['--import', 'tsx', USERS_CLI, 'revoke-operator', user.email], env());
    expect(revoked, revoked.stderr).toMatchObject({ code: 0, stdout: `${user.email}: player\n` });
    expect(await roleOf(next, client)).toBe('player');

    // Stopped cleanly, the server leaves no lock; the command then opens the database itself.
    expect(await stopApiProcess(next)).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    const alone = await run(['--import', 'tsx', USERS_CLI, 'grant-operator', user.email], env());
    expect(alone, alone.stderr).toMatchObject({ code: 0, stdout: `${user.email}: operator\n` });
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 180_000);
});
