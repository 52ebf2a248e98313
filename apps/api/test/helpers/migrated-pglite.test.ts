import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { findMigrationsFolder } from '../../src/db/find-migrations-folder.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { openTestDatabase } from './test-database.ts';

// The embedded test databases start from one migrated dump (migrated-pglite.ts). Each must still be the database a
// fresh one would be: every migration applied, and nothing one test file writes seen by another's.
describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('a test database started from the migrated dump', () => {
  const opened: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await openTestDatabase();
    opened.push(handle);
    return handle;
  };

  afterAll(async () => {
    for (const handle of opened) await handle.close();
  });

  it('has every checked-in migration applied', async () => {
    const journal = JSON.parse(readFileSync(join(findMigrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const { db } = await open();
    const [applied] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied?.count).toBe(journal.entries.length);
    const [tables] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from pg_tables where schemaname = 'public'`,
    );
    expect(tables?.count).toBeGreaterThan(10);
  });

  it('is a copy of its own: what one writes, the next does not see', async () => {
    const first = await open();
    await first.db.execute(sql`create table written_by_first (id int)`);
    await first.db.execute(sql`insert into written_by_first values (1)`);
    const second = await open();
    const [found] = await queryRows<{ name: string | null }>(
      second.db,
      sql`select to_regclass('public.written_by_first')::text as name`,
    );
    expect(found).toEqual({ name: null });
  });
});
