import type { AppDatabase } from './client.ts';

// A transaction object is new for every transaction, so a cache keyed by the object a function was given would
// miss on every call made inside one. Each transaction begun on the database object is tagged with that object
// (after-commit.ts wraps `transaction`), so caches can key by the database a transaction belongs to.

const DATABASE = Symbol('database of a transaction');

type Tagged = { [DATABASE]?: AppDatabase };

/** Tags `tx` (a transaction or savepoint) as belonging to `db`. */
export function tagTransaction(tx: object, db: AppDatabase): void {
  (tx as Tagged)[DATABASE] = db;
}

/** The database object `db` belongs to: itself, or the one its transaction was begun on. */
export function databaseOf(db: AppDatabase): AppDatabase {
  return (db as Tagged)[DATABASE] ?? db;
}
