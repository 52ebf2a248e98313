// A full disk under DATA_DIR: /api/health answers 503 DISK_FULL naming the folder, and a start says "disk full" and
// where, instead of the embedded database's bare `RuntimeError: Aborted()`. The disk is a small tmpfs, filled up;
// where this machine may not mount one (no root), the file is skipped.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/api-process.ts';
import { startTestApp, TEST_SECRETS_ENV } from '../helpers/start-test-app.ts';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const onPglite = (process.env.TEST_DB_DRIVER ?? 'pglite') === 'pglite';
const disk = mkdtempSync(join(tmpdir(), 'gom-full-disk-'));
const mounted =
  onPglite &&
  process.platform === 'linux' &&
  spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=80m', 'tmpfs', disk], { stdio: 'ignore' }).status === 0;
const dataDir = join(disk, 'data');
const filler = join(disk, 'filler');

afterAll(() => {
  if (mounted) spawnSync('umount', [disk], { stdio: 'ignore' });
  rmSync(disk, { recursive: true, force: true });
});

describe.skipIf(!mounted)('a full disk under DATA_DIR', () => {
  it('is reported by /api/health, and named by a start, which writes nothing', async () => {
    mkdirSync(dataDir);
    const t = await startTestApp({ env: { DATA_DIR: dataDir } });
    try {
      const roomy = await t.client().get('/api/health');
      expect(roomy.status).toBe(200);
      expect(roomy.body.data).toMatchObject({ status: 'ok', disk: 'ok' });

      // 60 of the disk's 80 MB taken: less than the 64 MB a server needs is left.
      writeFileSync(filler, Buffer.alloc(60 * 1024 * 1024));
      const full = await t.client().get('/api/health');
      expect(full.status).toBe(503);
      expect(full.body.error.code).toBe('DISK_FULL');
      expect(full.body.error.message).toMatch(new RegExp(`^Disk full: ${dataDir} has \\d+\\.\\d MB free$`));

      const before = readdirSync(dataDir);
      const port = String(await freePort());
      const started = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
          env: {
            ...process.env,
            NODE_ENV: 'test',
            HOST: '127.0.0.1',
            PORT: port,
            DATA_DIR: dataDir,
            DEMO_CATALOG: 'off',
            ...TEST_SECRETS_ENV,
          },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (chunk) => (stderr += String(chunk)));
        child.once('exit', (code) => resolve({ code, stderr }));
      });
      expect(started.code).toBe(1);
      expect(started.stderr).toMatch(
        new RegExp(`Failed to start: disk full: the disk holding DATA_DIR \\(${dataDir}\\)`),
      );
      expect(started.stderr).not.toContain('Aborted');
      expect(readdirSync(dataDir)).toEqual(before);
    } finally {
      await t.close();
    }
  }, 90_000);
});
