import { inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { games } from '../../../db/schema.ts';

/** The stored version of each game: what a process compares with what it delivered, after it may have missed some. */
export async function readGameVersions(options: { db: AppDatabase; gameIds: string[] }): Promise<Map<string, number>> {
  const rows = await options.db
    .select({ id: games.id, version: games.version })
    .from(games)
    .where(inArray(games.id, options.gameIds));
  return new Map(rows.map((row) => [row.id, row.version]));
}
