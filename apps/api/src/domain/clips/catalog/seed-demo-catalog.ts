// Puts simulator clips into the catalog as pending renders, in the order planRenderOrder gives. Idempotent:
// a clip already in the catalog (same simulator clip id and version) is left as it is.
import { clips } from '../../../db/schema.ts';
import type { AppDatabase } from '../../../db/client.ts';
import type { Clock } from '../../clock.ts';
import type { DemoClip } from '../simulator/generate-demo-catalog.ts';
import { DEMO_GENERATOR_PREFIX } from './catalog-constants.ts';
import { planRenderOrder } from './plan-render-order.ts';

/** What the renderer needs of a demo clip besides its timeline, kept on the row. */
export interface DemoRenderSpec {
  seed: number;
  attackingTeam: string;
  defendingTeam: string;
  kits: DemoClip['kits'];
}

export interface SeedDemoCatalogOptions {
  db: AppDatabase;
  clock: Clock;
  demoClips: readonly DemoClip[];
  /** Added to every planned priority: a later batch renders after what is already queued. */
  priorityOffset?: number;
}

export interface SeededCatalog {
  /** Catalog ids of the clips this call added, in render order. */
  insertedIds: string[];
  starterLeague: string | null;
}

const INSERT_BATCH = 200;

export async function seedDemoCatalog({
  db,
  clock,
  demoClips,
  priorityOffset = 0,
}: SeedDemoCatalogOptions): Promise<SeededCatalog> {
  const order = planRenderOrder({ clips: demoClips });
  const now = clock.now();
  const rows = demoClips.map((clip, index) => ({
    league: clip.league,
    seasonYear: clip.seasonYear,
    goalType: clip.goalType,
    outcome: clip.outcome,
    missKind: clip.missKind,
    xg: clip.xg,
    source: 'demo' as const,
    // Another simulator version plays a seed out differently: a new clip, not the same one.
    sourceRef: `${clip.id}/v${clip.simulatorVersion}`,
    mediaStatus: 'pending' as const,
    renderSpec: {
      seed: clip.seed,
      attackingTeam: clip.attackingTeam,
      defendingTeam: clip.defendingTeam,
      kits: clip.kits,
    } satisfies DemoRenderSpec,
    renderPriority: priorityOffset + order.priorities[index]!,
    generatorVersion: `${DEMO_GENERATOR_PREFIX}${clip.simulatorVersion}`,
    createdAt: now,
    updatedAt: now,
  }));
  const inserted: Array<{ id: string; renderPriority: number }> = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = await db
      .insert(clips)
      .values(rows.slice(start, start + INSERT_BATCH))
      .onConflictDoNothing({ target: [clips.source, clips.sourceRef] })
      .returning({ id: clips.id, renderPriority: clips.renderPriority });
    inserted.push(...batch);
  }
  inserted.sort((a, b) => a.renderPriority - b.renderPriority);
  return { insertedIds: inserted.map((row) => row.id), starterLeague: order.starterLeague };
}
