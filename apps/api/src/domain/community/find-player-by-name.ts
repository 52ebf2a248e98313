import { nameKey } from '@gom/contract/players';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  identityColumns,
  toPlayerIdentity,
  type IdentityColumnsData,
  type PlayerIdentityRow,
} from './player-identity.ts';

/**
 * The player who goes by `name`: the one with that username, else the one with that display name, both compared by
 * `nameKey` and read through their unique indexes. The two namespaces never overlap between players (ADR 0120), so
 * at most one player answers to a name. A locked account is found like any other.
 */
export async function findPlayerByName(db: AppDatabase, name: string): Promise<PlayerIdentityRow | undefined> {
  const key = nameKey(name);
  const [row] = await queryRows<IdentityColumnsData & { rank: number }>(
    db,
    sql`(select ${identityColumns('u')}, 1 as rank from users u where lower(u.username) = ${key})
        union all
        (select ${identityColumns('u')}, 2 as rank from users u where u.display_name_key = ${key})
        order by rank limit 1`,
  );
  return row ? toPlayerIdentity(row) : undefined;
}
