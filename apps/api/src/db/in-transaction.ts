import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { AppDatabase } from './client.ts';

/**
 * Runs `work` in `db`'s transaction when `db` is one, else in a transaction of its own. It opens no savepoint:
 * a failure aborts the caller's transaction as any failed statement does, and the caller's error handling rolls
 * it all back. A caller that means to go on after a failure opens its own savepoint (`tx.transaction`) around
 * the call. Savepoints cost two round trips each (a settled game opened five).
 */
export function inTransaction<T>(db: AppDatabase, work: (tx: AppDatabase) => Promise<T>): Promise<T> {
  return is(db, PgTransaction) ? work(db) : db.transaction(work);
}
