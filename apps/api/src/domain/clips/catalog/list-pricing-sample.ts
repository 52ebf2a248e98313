// What the odds of imported footage are priced on: the filter's clips, used or fresh (the sample of what its
// games draw from). The fresh pool alone is a few dozen clips, and pricing on it would move the odds with every
// game. Capped to the newest clips so a quote stays a small read however long the product runs. (Generated
// clips are priced on the simulator's calibration instead: reference-calibration.ts.)
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';
import { matchFilters, type ClipFilters } from './clip-filters.ts';

export const PRICING_SAMPLE_MAX = 5_000;

export function listPricingSample({ db, filters }: { db: AppDatabase; filters: ClipFilters }) {
  return db
    .select({ xg: clips.xg, goalType: clips.goalType, outcome: clips.outcome })
    .from(clips)
    .where(and(eq(clips.enabled, true), ne(clips.mediaStatus, 'failed'), matchFilters(filters)))
    .orderBy(desc(clips.createdAt))
    .limit(PRICING_SAMPLE_MAX);
}

/** Whether the league exists at all (any enabled clip, made or being made): the options only offer such. */
export async function isKnownLeague({ db, league }: { db: AppDatabase; league: string }): Promise<boolean> {
  const [row] = await anyClipOfLeague({ db, league });
  return row !== undefined;
}

/**
 * isKnownLeague's read: the league's newest enabled clip, through clips_league_idx. Asked for any one clip, the
 * planner reads the table from its start, expecting a match within a few pages of a league it has statistics for,
 * which for a league whose clips came late means reading nearly all of it; the newest one it can only find
 * cheaply through the index.
 */
export function anyClipOfLeague({ db, league }: { db: AppDatabase; league: string }) {
  return db
    .select({ one: sql<number>`1` })
    .from(clips)
    .where(and(eq(clips.enabled, true), eq(clips.league, league)))
    .orderBy(desc(clips.createdAt))
    .limit(1);
}
