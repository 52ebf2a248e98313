import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { anyClipOfLeague, listPricingSample } from '../../src/domain/clips/catalog/list-pricing-sample.ts';
import { planNodesOf, type PlanNode } from '../helpers/query-plan.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

// Every quote and creation asks whether its league exists, and prices imported footage on the league's newest clips
// (price-game.ts). A clip is shown once, so the clips table grows with every game played: these reads must go
// through an index (clips_league_idx), not read the table, whatever league they are asked about. The plans are
// PostgreSQL's own for a catalogue of 40 leagues, with the table's statistics gathered as autovacuum would.
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const LEAGUES = 40;
const CLIPS_PER_LEAGUE = 500;

describe.skipIf(!onPostgres)('reads of a league’s clips (PostgreSQL)', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`
      insert into clips (id, league, season_year, goal_type, outcome, source, source_ref, media_status, pre_video_key,
                         post_video_key, generator_version, xg, difficulty, created_at, updated_at)
      select gen_random_uuid(), 'League ' || l, 2015 + n % 10, 'Shot', case when n % 2 = 0 then 'goal' else 'miss' end,
             'manifest', l || '-' || n, 'ready', 'pre.mp4', 'post.mp4', 'test', 0.3, 'normal',
             timestamptz '2026-01-01' + make_interval(secs => l * ${CLIPS_PER_LEAGUE} + n),
             timestamptz '2026-01-01'
        from generate_series(1, ${LEAGUES}) as l, generate_series(1, ${CLIPS_PER_LEAGUE}) as n`);
    await database.db.execute(sql`analyze clips`);
  }, 120_000);
  afterAll(async () => database.close());

  async function scansOf(query: SQLWrapper): Promise<PlanNode[]> {
    // A bitmap scan names the table on its heap node and the index on the index node below it.
    return (await planNodesOf(database.db, query)).filter(
      (node) => node['Relation Name'] === 'clips' || node['Index Name']?.startsWith('clips_'),
    );
  }

  it.each([
    ['a league with clips', 'League 40'],
    ['a league no clip has (bad input)', 'No Such League'],
  ])('asks whether %s exists through the index', async (_, league) => {
    const scans = await scansOf(anyClipOfLeague({ db: database.db, league }));
    expect(scans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(scans.map((node) => node['Index Name'])).toContain('clips_league_idx');
  });

  it('reads the pricing sample of a league through the index, and it holds that league’s clips only', async () => {
    const filters = { league: 'League 7', fromYear: 2015, toYear: 2025, difficulty: 'normal' as const };
    const scans = await scansOf(listPricingSample({ db: database.db, filters }));
    expect(scans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(scans.map((node) => node['Index Name'])).toContain('clips_league_idx');
    expect(await listPricingSample({ db: database.db, filters })).toHaveLength(CLIPS_PER_LEAGUE);
  });
});
