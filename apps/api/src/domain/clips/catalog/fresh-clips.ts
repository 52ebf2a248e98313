// The fresh pool of one player's filter: clips a new game may reserve (isFresh) that this player has never
// held. Generated clips are single use anyway; imported footage may serve several players but each only once.
import { and, exists, not, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips, gameQuestions, games } from '../../../db/schema.ts';
import { isFresh, matchFilters, type ClipFilters } from './clip-filters.ts';

export interface FreshPoolOptions {
  db: AppDatabase;
  userId: string;
  filters: ClipFilters;
}

function freshForPlayer(userId: string, filters: ClipFilters): SQL {
  const heldBefore = sql`(select 1 from ${gameQuestions} join ${games} on ${games.id} = ${gameQuestions.gameId}
    where ${gameQuestions.clipId} = ${clips.id} and ${games.userId} = ${userId})`;
  return and(isFresh, matchFilters(filters), not(exists(heldBefore)))!;
}

/** How many fresh goals and misses the filter holds for this player. */
export async function countFreshClips({
  db,
  userId,
  filters,
}: FreshPoolOptions): Promise<{ goals: number; misses: number }> {
  const [row] = await db
    .select({
      goals: sql<number>`count(*) filter (where ${clips.outcome} = 'goal')::int`,
      misses: sql<number>`count(*) filter (where ${clips.outcome} = 'miss')::int`,
    })
    .from(clips)
    .where(freshForPlayer(userId, filters));
  return { goals: row?.goals ?? 0, misses: row?.misses ?? 0 };
}

/** The fresh clips themselves (id and outcome only: all a draw needs). */
export async function listFreshClips({ db, userId, filters }: FreshPoolOptions) {
  return db.select({ id: clips.id, outcome: clips.outcome }).from(clips).where(freshForPlayer(userId, filters));
}
