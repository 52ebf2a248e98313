import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AppDatabase } from './client.ts';

/**
 * Runs SQL text as a named prepared statement and returns its rows. On PostgreSQL (node-postgres) each pooled
 * connection parses the text once under `name` (unset: every call) and then only binds and executes it, so the server can keep a
 * generic plan instead of parsing and planning every call; PGlite runs it as an ordinary query. One name must
 * always carry the same text (node-postgres refuses a second text under a name). Errors are wrapped by Drizzle as
 * `db.execute`'s are; column types come back as the driver gives them.
 */
export async function queryPrepared<T>(
  db: AppDatabase,
  name: string | undefined,
  text: string,
  params: unknown[],
): Promise<T[]> {
  const result = (await db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as {
    rows: T[];
  };
  return result.rows;
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
 * A Drizzle `sql` query run as a named prepared statement, named by its text: for a hot statement of one shape
 * (or a few; the values as parameters), so PostgreSQL parses and plans it once per connection instead of on every
 * call (issue 14: planning a settlement's statements cost PostgreSQL as much as running them).
 */
export function querySqlPrepared<T>(db: AppDatabase, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return queryPrepared<T>(db, statementName(text), text, params);
}
