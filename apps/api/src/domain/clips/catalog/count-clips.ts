// Clip counts grouped by league, season or goal type: all clips, playable ones, and goals and misses among
// the playable, so an operator sees at a glance which filters can fill a game.
import { asc, count, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';

export const CLIP_COUNT_DIMENSIONS = ['league', 'year', 'type'] as const;
export type ClipCountDimension = (typeof CLIP_COUNT_DIMENSIONS)[number];

export interface ClipCount {
  value: string;
  total: number;
  playable: number;
  playableGoals: number;
  playableMisses: number;
  pending: number;
  failed: number;
  disabled: number;
}

const PLAYABLE = sql`${clips.enabled} and ${clips.mediaStatus} = 'ready'`;

export async function countClips({ db, by }: { db: AppDatabase; by: ClipCountDimension }): Promise<ClipCount[]> {
  const column: SQL =
    by === 'league' ? sql`${clips.league}` : by === 'year' ? sql`${clips.seasonYear}::text` : sql`${clips.goalType}`;
  const rows = await db
    .select({
      value: sql<string>`${column}`,
      total: count(),
      playable: sql<number>`count(*) filter (where ${PLAYABLE})::int`,
      playableGoals: sql<number>`count(*) filter (where ${PLAYABLE} and ${clips.outcome} = 'goal')::int`,
      playableMisses: sql<number>`count(*) filter (where ${PLAYABLE} and ${clips.outcome} = 'miss')::int`,
      pending: sql<number>`count(*) filter (where ${clips.mediaStatus} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${clips.mediaStatus} = 'failed')::int`,
      disabled: sql<number>`count(*) filter (where not ${clips.enabled})::int`,
    })
    .from(clips)
    .groupBy(column)
    .orderBy(asc(column));
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}
