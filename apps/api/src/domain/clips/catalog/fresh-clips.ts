// The fresh pool of one player's filter: clips a new game may reserve (isFresh) that this player has never
// held. Generated clips are single use anyway; imported footage may serve several players but each only once.
import { GOAL_TYPES, type GoalType } from '@gom/contract/constants';
import { and, exists, not, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips, gameQuestions, games } from '../../../db/schema.ts';
import { isFresh, matchFilters, type ClipFilters } from './clip-filters.ts';
import type { PoolMix } from './reference-calibration.ts';

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

export interface FreshPoolCount {
  goals: number;
  misses: number;
  /** The same per goal type: how a draw from the pool mixes shots and free kicks. */
  mix: PoolMix;
  /** Whether any of it is operator footage (priced on the pool, not on the simulator's calibration). */
  imported: boolean;
}

/** How many fresh goals and misses the filter holds for this player. */
export async function countFreshClips({ db, userId, filters }: FreshPoolOptions): Promise<FreshPoolCount> {
  const rows = await db
    .select({
      goalType: clips.goalType,
      goals: sql<number>`count(*) filter (where ${clips.outcome} = 'goal')::int`,
      misses: sql<number>`count(*) filter (where ${clips.outcome} = 'miss')::int`,
      imported: sql<number>`count(*) filter (where ${clips.source} <> 'demo')::int`,
    })
    .from(clips)
    .where(freshForPlayer(userId, filters))
    .groupBy(clips.goalType);
  const mix = Object.fromEntries(GOAL_TYPES.map((type) => [type, { goals: 0, misses: 0 }])) as Record<
    GoalType,
    { goals: number; misses: number }
  >;
  for (const row of rows) mix[row.goalType] = { goals: row.goals, misses: row.misses };
  return {
    goals: rows.reduce((sum, row) => sum + row.goals, 0),
    misses: rows.reduce((sum, row) => sum + row.misses, 0),
    mix,
    imported: rows.some((row) => row.imported > 0),
  };
}

/** The fresh clips themselves (id and outcome only: all a draw needs). */
export async function listFreshClips({ db, userId, filters }: FreshPoolOptions) {
  return db.select({ id: clips.id, outcome: clips.outcome }).from(clips).where(freshForPlayer(userId, filters));
}
