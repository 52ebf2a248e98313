// The filters of the game's pool and of the operator's listings, as one SQL condition.
import type { GoalType } from '@gom/contract/constants';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import { clips } from '../../../db/schema.ts';

export interface ClipFilters {
  league?: string;
  fromYear?: number;
  toYear?: number;
  goalType?: GoalType;
}

/** Enabled and with its media ready: what a game may draw. */
export const isPlayable: SQL = and(eq(clips.enabled, true), eq(clips.mediaStatus, 'ready'))!;

export function matchFilters(filters: ClipFilters): SQL | undefined {
  return and(
    filters.league === undefined ? undefined : eq(clips.league, filters.league),
    filters.fromYear === undefined ? undefined : gte(clips.seasonYear, filters.fromYear),
    filters.toYear === undefined ? undefined : lte(clips.seasonYear, filters.toYear),
    filters.goalType === undefined ? undefined : eq(clips.goalType, filters.goalType),
  );
}
