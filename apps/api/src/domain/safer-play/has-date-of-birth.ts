import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/** Whether the player's date of birth is on file (accounts made before sign-up asked for it may lack it). */
export async function hasDateOfBirth(options: { db: AppDatabase; userId: string }): Promise<boolean> {
  const rows = await queryRows<{ known: boolean }>(
    options.db,
    sql`select date_of_birth is not null as known from users where id = ${options.userId}`,
  );
  return rows[0]?.known === true;
}
