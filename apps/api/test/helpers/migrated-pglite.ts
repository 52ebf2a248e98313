import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { findMigrationsFolder } from '../../src/db/find-migrations-folder.ts';

// A new PGlite runs initdb and then every migration: about 4 s of CPU, once per test file and driver, which on
// two cores was minutes of every CI run. Loading a dump of a database that has already been migrated takes under
// a second. The dump is made once per set of migrations and PGlite version (its name is their hash), kept in the
// system's temp folder, and shared by every test process; a test's own `migrate()` still runs on the loaded copy
// and finds nothing to do.

const SNAPSHOT_FOLDER = join(tmpdir(), 'gom-test-pglite');

/** A dump of a fresh PGlite with every migration applied, made on the first call and read from disk after that. */
export async function migratedPgliteDump(): Promise<Blob> {
  const migrationsFolder = findMigrationsFolder();
  const path = join(SNAPSHOT_FOLDER, `${await migrationsHash(migrationsFolder)}.tar`);
  const saved = await readFile(path).catch(() => null);
  if (saved) return new Blob([saved]);

  const client = new PGlite();
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await mkdir(SNAPSHOT_FOLDER, { recursive: true });
    // Written aside and renamed: another test process reading the same name sees a whole dump or none.
    const partial = `${path}.${process.pid}.${Date.now()}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
    await removeOtherDumps(path);
    return dump;
  } finally {
    await client.close();
  }
}

/** Dumps of older migrations (40 MB each) are not kept; a checkout that still needs one makes it again. */
async function removeOtherDumps(keep: string): Promise<void> {
  for (const name of await readdir(SNAPSHOT_FOLDER)) {
    const path = join(SNAPSHOT_FOLDER, name);
    if (path !== keep && name.endsWith('.tar')) await rm(path, { force: true });
  }
}

/** Every migration file's path and bytes, and the PGlite version: a change to any of them names a new dump. */
export async function migrationsHash(folder: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(relative(folder, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 32);
}

/** The installed PGlite's version (its package.json is not among its exports, so it is found beside its entry). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(entry.slice(0, entry.lastIndexOf(`${sep}dist${sep}`)), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}
