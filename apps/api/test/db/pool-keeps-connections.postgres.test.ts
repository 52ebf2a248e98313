import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

// The pool keeps the connections it has opened through a quiet spell (performance note 0037): a new one starts a backend,
// then prepares its statements and plans ledger_settle_game again, all at once when play resumes in a burst.
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
/** pg-pool closes a connection idle this long unless the pool is at its minimum. */
const PG_POOL_IDLE_TIMEOUT_MS = 10_000;

describe.skipIf(!onPostgres)('the connection pool (PostgreSQL)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  /** The backends that answer `connections` statements held open together, so each takes a connection. */
  async function backends(): Promise<Set<number>> {
    const rows = await Promise.all(
      Array.from({ length: database.connections }, () =>
        queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid, pg_sleep(0.2)`),
      ),
    );
    return new Set(rows.map(([row]) => row!.pid));
  }

  it('still has every connection it opened after a quiet spell longer than the idle timeout', async () => {
    const before = await backends();
    expect(before.size).toBe(database.connections);
    await new Promise((resolve) => setTimeout(resolve, PG_POOL_IDLE_TIMEOUT_MS + 1_500));
    expect(await backends()).toEqual(before);
  }, 30_000);

  it('never compiles a statement with the JIT, however costly the planner thinks it is', async () => {
    // Estimated above PostgreSQL's jit_above_cost (100,000): with the JIT on, the plan says how it was compiled.
    const rows = await queryRows<{ 'QUERY PLAN': unknown }>(
      database.db,
      sql`explain (format json) select count(*) from generate_series(1, 10000000)`,
    );
    const [plan] = rows[0]!['QUERY PLAN'] as Array<Record<string, unknown>>;
    expect(plan!['Plan']).toBeDefined();
    expect(plan!['JIT']).toBeUndefined();
  });
});
