// Every clip matching the filters, playable or not, for the operator's listing.
import { and, asc } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';
import { matchFilters, type ClipFilters } from './clip-filters.ts';
import type { ClipRecord } from './clip-record.ts';

export interface ListClipsOptions {
  db: AppDatabase;
  filters: ClipFilters;
  limit?: number;
}

export async function listClips({ db, filters, limit }: ListClipsOptions): Promise<ClipRecord[]> {
  const query = db
    .select()
    .from(clips)
    .where(and(matchFilters(filters)))
    .orderBy(asc(clips.league), asc(clips.seasonYear), asc(clips.goalType), asc(clips.createdAt));
  return limit === undefined ? query : query.limit(limit);
}
