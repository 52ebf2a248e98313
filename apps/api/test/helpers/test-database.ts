import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { migratedPgliteDump } from './migrated-pglite.ts';

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

  const name = `gom_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ driver: 'postgres', url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
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
