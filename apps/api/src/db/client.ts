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
import { withCommitQueues } from './after-commit.ts';
import { withTurnsBetweenTransactions } from './turns-between-transactions.ts';
import { findMigrationsFolder } from './find-migrations-folder.ts';
import { listenChannel } from './listen-channel.ts';
import * as schema from './schema.ts';

/** The one database type the rest of the server sees, whichever driver is underneath. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: AppDatabase;
  driver: DatabaseDriver;
  /** PostgreSQL's address (for connections of their own, such as a LISTEN); unset on PGlite. */
  url?: string;
  /** How many statements can run at once: the pool's connections (PGlite: 1). */
  connections: number;
  /** Applies the checked-in migrations (idempotent). */
  migrate(): Promise<void>;
  /** Hears a channel's NOTIFYs, which PostgreSQL sends only once their transaction commits. */
  listen(options: DatabaseListenOptions): { close(): Promise<void> };
  close(): Promise<void>;
}

export interface DatabaseListenOptions {
  channel: string;
  onNotice: (payload: string) => void;
  /** Notices are heard from now on (the first time, and again after a lost connection). */
  onListening: () => void;
  /** Notices may be missed until the next `onListening` (never on PGlite, which is this process). */
  onLost: (error: unknown) => void;
}

export type OpenDatabaseOptions =
  /** `poolSize`: connections in the pool (default 10). */
  | { driver: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` unset: an in-memory database (tests). `startFrom`: a data directory's dump to begin with (tests start
   * from an already migrated one, test/helpers/migrated-pglite.ts).
   */
  | { driver: 'pglite'; dataDir?: string; startFrom?: Blob };

export const PGLITE_SUBDIR = 'pglite';
const POOL_MAX_CONNECTIONS = 10;

export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  const migrationsFolder = findMigrationsFolder();
  if (options.driver === 'postgres') {
    const connections = options.poolSize ?? POOL_MAX_CONNECTIONS;
    // Connections are kept once opened (min = max; pg-pool closes idle ones above min after 10 s): a new one
    // costs a backend's start, and its first calls prepare their statements and plan ledger_settle_game's again, all
    // at once when a quiet spell ends in a burst of play (measured in bench/games.mjs's capacity steps).
    // No JIT: compiling a statement took 2–20 ms, where running it takes a tenth of one. PostgreSQL compiles any
    // statement its planner costs above jit_above_cost, and a live game's statements cross it when the statistics
    // lag the tables (a socket's admission averaged 2.1 ms instead of 0.12 in bench/games.mjs, performance note 0043).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: connections,
      min: connections,
      options: '-c jit=off',
    });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db: withCommitQueues(db as unknown as AppDatabase),
      driver: 'postgres',
      url: options.url,
      connections,
      migrate: () => migrateUnderLock(pool, () => migratePostgres(db, { migrationsFolder })),
      listen: (listen) => listenOnPostgres(options.url, listen),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.startFrom });
  const db = drizzlePglite({ client, schema });
  return {
    db: withCommitQueues(withTurnsBetweenTransactions(db as unknown as AppDatabase)),
    driver: 'pglite',
    connections: 1,
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: (listen) => listenOnPglite(client, listen),
    close: () => client.close(),
  };
}

/** A connection of its own holds the LISTEN (decision 0019); it is re-made when it drops. */
function listenOnPostgres(url: string, options: DatabaseListenOptions): { close(): Promise<void> } {
  const channel = listenChannel({
    url,
    channel: options.channel,
    onNotice: (payload) => {
      if (payload !== undefined) options.onNotice(payload);
    },
    onReconnect: options.onListening,
    onError: options.onLost,
  });
  let closed = false;
  void channel.ready.then(() => {
    // `ready` also settles when the channel is closed before it ever listened.
    if (!closed) options.onListening();
  });
  return {
    close() {
      closed = true;
      return channel.close();
    },
  };
}

/** PGlite delivers its own notices after each commit, before the committing call returns. */
function listenOnPglite(client: PGlite, options: DatabaseListenOptions): { close(): Promise<void> } {
  let closed = false;
  const unlisten = client.listen(options.channel, options.onNotice).then((stop) => {
    if (!closed) options.onListening();
    return stop;
  });
  return {
    async close() {
      closed = true;
      // The database may be closed already (its owner closes it after the app): nothing is left to stop then.
      await unlisten.then((stop) => stop()).catch(() => undefined);
    },
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
