import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { reserveClips, updateClipHolds } from '../../src/domain/clips/catalog/hold-clips.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

// A game's event marks its sent clip shown and releases its unsent ones while another game's creation may be
// reserving the same (multi-exposure) clips. Locks taken one set after another in two statements cross such a
// reservation and deadlock; these tests hold one row from outside and look at which rows the game took.
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

describe.skipIf(!onPostgres)('clip hold locks (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let url: string;
  const now = new Date('2026-11-24T12:00:00Z');

  async function seedClip(id: string, counts: { reserved: number; shown: number; max?: number }) {
    await database.db.execute(sql`
      insert into clips (id, league, season_year, goal_type, outcome, source, source_ref, media_status, pre_video_key, post_video_key,
                         generator_version, max_exposures, reserved_count, shown_count, created_at, updated_at)
      values (${id}, 'Lock League', 2020, 'Shot', 'goal', 'manifest', ${id}, 'ready', 'pre.mp4', 'post.mp4', 'test', ${counts.max ?? 5},
              ${counts.reserved}, ${counts.shown}, ${now}, ${now})`);
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    url = (await queryRows<{ url: string }>(database.db, sql`select current_database() as url`))[0]!.url;
  });
  afterAll(async () => database.close());

  async function outsider() {
    const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
    serverUrl.pathname = `/${url}`;
    const client = new pg.Client({ connectionString: serverUrl.toString() });
    await client.connect();
    return client;
  }

  it("takes a game's clip rows in id order in one statement, so it holds none while it waits for the first", async () => {
    const [low, high] = [randomUUID(), randomUUID()].sort();
    await seedClip(low!, { reserved: 2, shown: 0 });
    await seedClip(high!, { reserved: 2, shown: 0 });
    const holder = await outsider();
    const prober = await outsider();
    try {
      await holder.query('begin');
      await holder.query('select id from clips where id = $1 for update', [low]);
      // The game shows the higher clip and releases the lower one: it must wait at the lower row without
      // having taken the higher one first.
      const game = database.db.transaction((tx) => updateClipHolds({ db: tx, now, shown: [high!], released: [low!] }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await prober.query('begin');
      const probe = await prober.query('select id from clips where id = $1 for update nowait', [high]);
      expect(probe.rows).toHaveLength(1);
      await prober.query('rollback');
      await holder.query('rollback');
      await game;
      const rows = await queryRows<{ id: string; reserved_count: number; shown_count: number }>(
        database.db,
        sql`select id, reserved_count, shown_count from clips where id in (${low}, ${high}) order by id`,
      );
      expect(rows).toEqual([
        { id: low, reserved_count: 1, shown_count: 0 },
        { id: high, reserved_count: 2, shown_count: 1 },
      ]);
    } finally {
      await holder.end();
      await prober.end();
    }
  });

  it('never deadlocks games and reservations crossing over the same clips', async () => {
    const ids = Array.from({ length: 6 }, () => randomUUID()).sort();
    for (const id of ids) await seedClip(id, { reserved: 30, shown: 0, max: 100 });
    const shuffled = () => [...ids].sort(() => Math.random() - 0.5);
    const work = Array.from({ length: 40 }, (_, index) =>
      database.db.transaction(async (tx) => {
        const [a, b, c] = shuffled();
        if (index % 2 === 0) await reserveClips({ db: tx, now, clipIds: [a!, b!, c!] });
        else await updateClipHolds({ db: tx, now, shown: [a!], released: [b!, c!] });
      }),
    );
    const results = await Promise.allSettled(work);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
  });
});
