import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { findMigrationsFolder } from '../../src/db/find-migrations-folder.ts';
import { migratedPgliteDump, migrationsHash } from './migrated-pglite.ts';

/**
 * A fresh, migrated database: in-memory PGlite when TEST_DB_DRIVER=pglite (the default), started from a migrated
 * dump, or a new database on TEST_DATABASE_URL's server when TEST_DB_DRIVER=postgres, dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const driver = process.env.TEST_DB_DRIVER ?? 'pglite';
  if (driver === 'pglite') {
    const handle = openDatabase({ driver: 'pglite', startFrom: await migratedPgliteDump() });
    await handle.migrate();
    return handle;
  }
  if (driver !== 'postgres') throw new Error(`TEST_DB_DRIVER must be pglite or postgres, not ${driver}`);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');

  const template = await migratedTemplate(serverUrl);
  const name = `gom_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    // A test's database outlives no server crash: a commit need not wait for its flush to disk (1.7 ms a commit on this
    // machine's disk, 0.2 ms without). Every test still sees what each commit wrote, at once.
    await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  });
  const handle = openDatabase({ driver: 'postgres', url: databaseUrl(serverUrl, name) });
  // Finds nothing to do on the template's copy; kept so a copy that somehow lags is still brought up to date.
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

// Migrating a new PostgreSQL database took 1.4–2.7 s on this 2-core machine, once per database-backed test file in
// the PostgreSQL half; copying a migrated template takes a fraction of that (performance note 0060). The template is
// named by the hash of the migrations (as the PGlite dump is), so a changed migration makes a new one, and it is kept
// on the server for the next run. An advisory lock makes the processes that start at once build it only once.
const TEMPLATE_LOCK = 0x60_0060;
let templateName: Promise<string> | undefined;

function migratedTemplate(serverUrl: string): Promise<string> {
  templateName ??= buildTemplateOnce(serverUrl).catch((error: unknown) => {
    templateName = undefined;
    throw error;
  });
  return templateName;
}

async function buildTemplateOnce(serverUrl: string): Promise<string> {
  const name = `gom_tpl_${(await migrationsHash(findMigrationsFolder())).slice(0, 24)}`;
  return withAdminClient(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        // Built under another name and renamed once whole: a run stopped midway leaves no half-migrated template.
        const building = `${name}_${randomBytes(3).toString('hex')}`;
        await client.query(`CREATE DATABASE ${building}`);
        const handle = openDatabase({ driver: 'postgres', url: databaseUrl(serverUrl, building) });
        try {
          await handle.migrate();
        } finally {
          await handle.close();
        }
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(url: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}
