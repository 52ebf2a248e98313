// The pool a game draws from: playable clips matching the player's filters. The game (not this) decides the
// draw; this only says what may be drawn.
import { and, asc } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';
import { isPlayable, matchFilters, type ClipFilters } from './clip-filters.ts';
import type { ClipRecord } from './clip-record.ts';

export interface ListPlayableClipsOptions {
  db: AppDatabase;
  filters: ClipFilters;
}

export async function listPlayableClips({ db, filters }: ListPlayableClipsOptions): Promise<ClipRecord[]> {
  return db
    .select()
    .from(clips)
    .where(and(isPlayable, matchFilters(filters)))
    .orderBy(asc(clips.id));
}
