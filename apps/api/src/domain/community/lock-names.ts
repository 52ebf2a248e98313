import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { NAME_LOCK_SPACE } from './community-constants.ts';

/**
 * Holds, until the transaction ends, a lock on each name key (`nameKey`, @gom/contract/players) being claimed as a
 * username or a display name, in a fixed order, so two players claiming one name (as either) take turns and the
 * second sees the first's claim. Usernames and display names share the lock space: they share one namespace.
 */
export async function lockNames(tx: AppDatabase, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${NAME_LOCK_SPACE}, hashtext(${key}))`);
  }
}
