import { nameKey } from '@gom/contract/players';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * Another player whose username or display name is `name` by `nameKey`, if any: a display name may not be anyone
 * else's username or display name, nor a username anyone else's display name (ADR 0120). Both lookups are unique
 * indexes (users_username_lower_unique, users_display_name_key_unique).
 */
export async function findNameHolder(
  db: AppDatabase,
  { name, exceptUserId }: { name: string; exceptUserId: string | null },
): Promise<{ id: string; kind: 'username' | 'displayName' } | undefined> {
  const key = nameKey(name);
  const except = exceptUserId ?? '00000000-0000-0000-0000-000000000000';
  const [row] = await queryRows<{ id: string; kind: 'username' | 'displayName' }>(
    db,
    sql`(select id, 'username' as kind from users where lower(username) = ${key} and id <> ${except})
        union all
        (select id, 'displayName' as kind from users where display_name_key = ${key} and id <> ${except})
        limit 1`,
  );
  return row;
}
