import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { findMigrationsFolder } from './find-migrations-folder.ts';
import * as schema from './schema.ts';

/** The one database type the rest of the server sees, whichever driver is underneath. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: AppDatabase;
  driver: DatabaseDriver;
  /** PostgreSQL's address (for connections of their own, such as a LISTEN); unset on PGlite. */
  url?: string;
  /** Applies the checked-in migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type OpenDatabaseOptions =
  /** `poolSize`: connections in the pool (default 10). */
  | { driver: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` unset: an in-memory database (tests). */
  | { driver: 'pglite'; dataDir?: string };

export const PGLITE_SUBDIR = 'pglite';
const POOL_MAX_CONNECTIONS = 10;

export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  const migrationsFolder = findMigrationsFolder();
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? POOL_MAX_CONNECTIONS });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db: db as unknown as AppDatabase,
      driver: 'postgres',
      url: options.url,
      migrate: () => migrateUnderLock(pool, () => migratePostgres(db, { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as AppDatabase,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Any number for pg_advisory_lock, as long as nothing else uses it: the migrations' lock. */
const MIGRATION_LOCK_KEY = 2_026_112_410;

/**
 * API processes and workers may start together on one PostgreSQL: one applies the migrations while the others
 * wait on a session-level advisory lock (held on a connection of its own), then find nothing left to apply.
 */
async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** The database the configuration asks for: PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseHandle {
  return config.databaseUrl
    ? openDatabase({ driver: 'postgres', url: config.databaseUrl })
    : openDatabase({ driver: 'pglite', dataDir: join(config.dataDir, PGLITE_SUBDIR) });
}

export async function pingDatabase(db: AppDatabase): Promise<void> {
  await db.execute(sql`select 1`);
}
