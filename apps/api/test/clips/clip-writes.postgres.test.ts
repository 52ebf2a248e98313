import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { updateClipHolds } from '../../src/domain/clips/catalog/hold-clips.ts';
import { purgeCandidates } from '../../src/domain/clips/rendering/purge-retired-media.ts';
import { planNodesOf } from '../helpers/query-plan.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

// A live game marks each clip it shows, five times a game, in its event's one statement (persist-game-event.ts, with
// the text updateClipHolds sends). That update must stay HOT: written beside the old version, with no
// entry added to any of the clip's indexes, so no index may hold shown_count or last_shown_at. The purge of retired
// media still finds its clips through an index, not by reading a table that grows with every game played.
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const CLIPS = 20_000;
const DAY_MS = 24 * 60 * 60_000;
const NOW = new Date('2026-06-01T00:00:00Z');

describe.skipIf(!onPostgres)('writes and reads of clips in play (PostgreSQL)', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    // A catalogue as play leaves it: most clips retired long ago and purged, some retired lately, the rest fresh.
    await database.db.execute(sql`
      insert into clips (id, league, season_year, goal_type, outcome, source, source_ref, media_status, pre_video_key,
                         post_video_key, generator_version, xg, difficulty, reserved_count, shown_count,
                         last_shown_at, created_at, updated_at)
      select gen_random_uuid(), 'League', 2015 + n % 10, 'Shot', case when n % 2 = 0 then 'goal' else 'miss' end,
             'manifest', 'clip-' || n, case when n < ${CLIPS * 0.8} then 'purged' else 'ready' end, 'pre.mp4',
             'post.mp4', 'test', 0.3, 'normal', case when n < ${CLIPS * 0.9} then 1 else 0 end,
             case when n < ${CLIPS * 0.9} then 1 else 0 end,
             case when n < ${CLIPS * 0.9} then ${NOW}::timestamptz - make_interval(mins => ${CLIPS} - n) end,
             ${NOW}::timestamptz - make_interval(mins => ${CLIPS} - n + 1), ${NOW}::timestamptz
        from generate_series(1, ${CLIPS}) as n`);
    await database.db.execute(sql`analyze clips`);
  }, 120_000);
  afterAll(async () => database.close());

  it('marks a held clip shown in place, with no new index entry', async () => {
    const [fresh] = await queryRows<{ id: string }>(
      database.db,
      sql`update clips set reserved_count = 1
           where id = (select id from clips where reserved_count = 0 order by created_at limit 1) returning id`,
    );
    // A backend's counts since it last reported them (PostgreSQL 15): the update's are the difference across it,
    // read inside one transaction, which reports nothing until it ends.
    const counts = await database.db.transaction(async (tx) => {
      const read = async () => {
        const [row] = await queryRows<{ updated: number; hot: number }>(
          tx,
          sql`select n_tup_upd::int as updated, n_tup_hot_upd::int as hot
                from pg_stat_xact_user_tables where relname = 'clips'`,
        );
        return row!;
      };
      const before = await read();
      await updateClipHolds({ db: tx, now: NOW, shown: [fresh!.id], released: [] });
      const after = await read();
      return { updated: after.updated - before.updated, hot: after.hot - before.hot };
    });
    expect(counts).toEqual({ updated: 1, hot: 1 });
    const [clip] = await queryRows<{ shown: number }>(
      database.db,
      sql`select shown_count as shown from clips where id = ${fresh!.id}`,
    );
    expect(clip!.shown).toBe(1);
  });

  it('finds the clips due for purging through an index, oldest first', async () => {
    const cutoff = new Date(NOW.getTime() - DAY_MS);
    const scans = (await planNodesOf(database.db, purgeCandidates({ db: database.db, cutoff }))).filter(
      (node) => node['Relation Name'] === 'clips' || node['Index Name']?.startsWith('clips_'),
    );
    expect(scans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(scans.map((node) => node['Index Name'])).toContain('clips_held_media_idx');
    const due = await purgeCandidates({ db: database.db, cutoff });
    const [expected] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from clips
           where media_status = 'ready' and shown_count >= max_exposures and last_shown_at < ${cutoff}`,
    );
    expect(due).toHaveLength(Math.min(expected!.count, 200));
    expect(expected!.count).toBeGreaterThan(0);
  });
});
