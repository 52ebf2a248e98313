// Puts newly simulated secret-keyed clips into the catalog as pending renders (any render worker claims them).
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';
import type { Clock } from '../../clock.ts';
import { KEYED_GENERATOR_PREFIX } from '../catalog/catalog-constants.ts';
import type { KeyedRenderSpec } from '../rendering/render-spec.ts';
import type { FreshClip } from './simulate-fresh-clip.ts';

export interface InsertFreshClipsOptions {
  db: AppDatabase;
  clock: Clock;
  /** Each with its render priority: lower renders first. */
  fresh: ReadonlyArray<{ clip: FreshClip; renderPriority: number }>;
}

/** The new clips' catalog ids, in the order given. */
export async function insertFreshClips({ db, clock, fresh }: InsertFreshClipsOptions): Promise<string[]> {
  if (fresh.length === 0) return [];
  const now = clock.now();
  const rows = await db
    .insert(clips)
    .values(
      fresh.map(({ clip, renderPriority }) => ({
        league: clip.league,
        seasonYear: clip.seasonYear,
        goalType: clip.goalType,
        difficulty: clip.difficulty,
        outcome: clip.outcome,
        missKind: clip.missKind,
        xg: clip.xg,
        source: 'demo' as const,
        // The nonce is unique (random, 128 bits) and says nothing without CLIP_SECRET.
        sourceRef: clip.nonce,
        mediaStatus: 'pending' as const,
        renderSpec: {
          nonce: clip.nonce,
          attackingTeam: clip.attackingTeam,
          defendingTeam: clip.defendingTeam,
          kits: clip.kits,
        } satisfies KeyedRenderSpec,
        renderPriority,
        generatorVersion: `${KEYED_GENERATOR_PREFIX}${clip.simulatorVersion}`,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: clips.id, sourceRef: clips.sourceRef });
  const idOf = new Map(rows.map((row) => [row.sourceRef, row.id]));
  return fresh.map(({ clip }) => idOf.get(clip.nonce)!);
}
