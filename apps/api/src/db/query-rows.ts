import type { SQL } from 'drizzle-orm';
import type { AppDatabase } from './client.ts';

/**
 * Runs raw SQL and returns its rows. Both drivers (node-postgres and PGlite) answer `execute` with an object
 * holding `rows`; the shared `AppDatabase` type cannot say so, hence this one cast. Column types come back as
 * the driver gives them: cast bigints to text in the query and parse them with BigInt.
 */
export async function queryRows<T>(db: AppDatabase, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
