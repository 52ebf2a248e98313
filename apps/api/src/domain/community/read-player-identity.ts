import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  identityColumns,
  toPlayerIdentity,
  type IdentityColumnsData,
  type PlayerIdentityRow,
} from './player-identity.ts';

/** How one player appears to others, by id; undefined for no such player. */
export async function readPlayerIdentity(db: AppDatabase, userId: string): Promise<PlayerIdentityRow | undefined> {
  const [row] = await queryRows<IdentityColumnsData>(
    db,
    sql`select ${identityColumns('u')} from users u where u.id = ${userId}`,
  );
  return row ? toPlayerIdentity(row) : undefined;
}
