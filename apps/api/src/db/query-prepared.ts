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
