import type { AppDatabase } from './client.ts';

/**
 * A query builder's `.prepare(name)` made once per database and kept: a prepared query belongs to the database it
 * was built on (a process has one; a test may open several). For hot queries of one shape, which PostgreSQL then
 * parses and plans once per connection instead of on every call.
 */
export function preparedPerDatabase<Q>(build: (db: AppDatabase) => Q): (db: AppDatabase) => Q {
  const prepared = new WeakMap<AppDatabase, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
