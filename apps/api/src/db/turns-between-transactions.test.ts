import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { queryRows } from './query-rows.ts';

describe('transactions on PGlite', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = openDatabase({ driver: 'pglite' });
    await database.db.execute(sql`create table entries (n int)`);
  });
  afterAll(() => database.close());

  it('leave the event loop its turns while a burst of them waits for the lock', async () => {
    let committed = 0;
    const burst = Array.from({ length: 20 }, (_, n) =>
      database.db.transaction(async (tx) => {
        for (let step = 0; step < 5; step += 1) await tx.execute(sql`select count(*) from entries`);
        await tx.execute(sql`insert into entries values (${n})`);
        committed += 1;
      }),
    );
    // Work that waits for the loop (a request's callback, a timer): it ran only after the last commit before.
    const committedWhenServed = await new Promise<number>((resolve) => setImmediate(() => resolve(committed)));
    await Promise.all(burst);
    expect(committedWhenServed).toBeLessThan(20);
    expect(committed).toBe(20);
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from entries`);
    expect(row?.n).toBe(20);
  });
});
