// The embedded default's clips: when the catalog holds no demo clip of the current simulator, the demo catalog
// is simulated and seeded (its renders follow in the background). Demo clips of an older simulator leave the
// pool, since their seeds would now play out differently.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';
import type { Clock } from '../../clock.ts';
import { generateDemoCatalog } from '../simulator/generate-demo-catalog.ts';
import { SIMULATOR_VERSION } from '../simulator/simulate-clip.ts';
import { DEMO_GENERATOR_PREFIX } from './catalog-constants.ts';
import { seedDemoCatalog } from './seed-demo-catalog.ts';

export interface PrepareDemoCatalogOptions {
  db: AppDatabase;
  clock: Clock;
  /** Default: the simulator's catalog (480 clips). */
  count?: number;
  xgSamples?: number;
}

/** null when the catalog already had current demo clips. */
export async function prepareDemoCatalog({
  db,
  clock,
  count,
  xgSamples,
}: PrepareDemoCatalogOptions): Promise<{ seeded: number; starterLeague: string | null; retired: number } | null> {
  const generator = `${DEMO_GENERATOR_PREFIX}${SIMULATOR_VERSION}`;
  const [current] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clips)
    .where(and(eq(clips.source, 'demo'), eq(clips.generatorVersion, generator)));
  if ((current?.n ?? 0) > 0) return null;
  const retired = await db
    .update(clips)
    .set({ enabled: false, updatedAt: clock.now() })
    .where(and(eq(clips.source, 'demo'), ne(clips.generatorVersion, generator), eq(clips.enabled, true)))
    .returning({ id: clips.id });
  const seeded = await seedDemoCatalog({ db, clock, demoClips: generateDemoCatalog({ count, xgSamples }) });
  return { seeded: seeded.insertedIds.length, starterLeague: seeded.starterLeague, retired: retired.length };
}
