// The filters of the game's pool and of the operator's listings, as one SQL condition.
import type { Difficulty, GoalType } from '@gom/contract/constants';
import { and, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { clips } from '../../../db/schema.ts';

export interface ClipFilters {
  league?: string;
  fromYear?: number;
  toYear?: number;
  goalType?: GoalType;
  difficulty?: Difficulty;
}

/** Enabled and with its media ready: what could be shown. */
export const isPlayable: SQL = and(eq(clips.enabled, true), eq(clips.mediaStatus, 'ready'))!;

/** Playable and held by fewer games than it may be shown in: what a new game may reserve (single use). */
export const isFresh: SQL = and(isPlayable, lt(clips.reservedCount, clips.maxExposures))!;

export function matchFilters(filters: ClipFilters): SQL | undefined {
  return and(
    filters.league === undefined ? undefined : eq(clips.league, filters.league),
    filters.fromYear === undefined ? undefined : gte(clips.seasonYear, filters.fromYear),
    filters.toYear === undefined ? undefined : lte(clips.seasonYear, filters.toYear),
    filters.goalType === undefined ? undefined : eq(clips.goalType, filters.goalType),
    filters.difficulty === undefined ? undefined : eq(clips.difficulty, filters.difficulty),
  );
}
