import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppDatabase } from './client.ts';

/** A node-postgres Pool or PoolClient, as Drizzle's session holds it. */
interface NodePgClient {
  query(config: { name?: string; text: string; values: unknown[]; types: unknown }): Promise<{ rows: unknown[] }>;
}

// As Drizzle's node-postgres session reads them: dates and times come back as the text PostgreSQL sent.
const RAW_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const rawTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format),
};

/** The node-postgres client behind a database or transaction; undefined on PGlite. */
function nodePgClient(db: AppDatabase): NodePgClient | undefined {
  const session = db._.session as unknown as { client?: unknown };
  const client = session.client;
  return client instanceof pg.Pool || client instanceof pg.Client ? (client as unknown as NodePgClient) : undefined;
}

/**
 * Runs SQL text as a named prepared statement and returns its rows. On PostgreSQL (node-postgres) each pooled
 * connection parses the text once under `name` (unset: every call) and then only binds and executes it, so the
 * server can keep a generic plan instead of parsing and planning every call; PGlite runs it as an ordinary
 * query. One name must always carry the same text (node-postgres refuses a second text under a name).
 *
 * On node-postgres it goes straight to the driver: Drizzle's path (a query object with its own type parsers
 * per call, tracing spans, its cache check) was a quarter of the live game's time in the server.
 * Errors are wrapped as Drizzle wraps them, and column types come back as Drizzle's driver session gives them.
 */
export async function queryPrepared<T>(
  db: AppDatabase,
  name: string | undefined,
  text: string,
  params: unknown[],
): Promise<T[]> {
  const client = nodePgClient(db);
  if (!client) {
    const result = (await db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as {
      rows: T[];
    };
    return result.rows;
  }
  try {
    return (await client.query({ name, text, values: params, types: rawTypes })).rows as T[];
  } catch (error) {
    throw new DrizzleQueryError(text, params, error as Error);
  }
}

const dialect = new PgDialect();
/** Statement texts seen, with their names. Bounded: a caller with endless shapes gets unnamed statements. */
const namesByText = new Map<string, string>();
const MAX_NAMED_TEXTS = 256;

function statementName(text: string): string | undefined {
  const known = namesByText.get(text);
  if (known || namesByText.size >= MAX_NAMED_TEXTS) return known;
  const name = `gom_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  namesByText.set(text, name);
  return name;
}

/**
 * Part of a statement's text whose `$n` parameters are numbered from where its caller places it (so the whole text
 * is the same on every call), with their values in order.
 */
export interface NumberedSql {
  text: string;
  params: unknown[];
}

/**
 * SQL text run as a named prepared statement, named by its text: for a hot statement of one shape (or a few; the
 * values as parameters), so PostgreSQL parses and plans it once per connection instead of on every call (issue
 * 14: planning a settlement's statements cost PostgreSQL as much as running them).
 */
export function queryTextPrepared<T>(db: AppDatabase, text: string, params: unknown[]): Promise<T[]> {
  return queryPrepared<T>(db, statementName(text), text, params);
}

/**
 * A Drizzle `sql` query run as queryTextPrepared runs text. Turning the query into text costs about as much as
 * the round trip's own work in the server: a statement of a live game's path is written as text instead.
 */
export function querySqlPrepared<T>(db: AppDatabase, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return queryTextPrepared<T>(db, text, params);
}
