// A clip's exposure counts move here and nowhere else (invariant, also a CHECK on the table):
// 0 ≤ shown_count ≤ reserved_count ≤ max_exposures. A game holds its clips from creation (reserveClips); a
// question sent counts the clip as shown for good (markClipsShown); a clip that a voided or ended game never
// showed goes back to the fresh buffer (releaseClips).
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { clips } from '../../../db/schema.ts';

/**
 * Takes one hold on each of these clips that still has room, and returns the ids it took. Rows are locked in id
 * order, so concurrent reservations never deadlock; a clip another game took meanwhile is simply not returned
 * (its row lock serialises the two, and the loser re-reads `reserved_count`).
 */
export async function reserveClips({ db, clipIds, now }: { db: AppDatabase; clipIds: string[]; now: Date }) {
  if (clipIds.length === 0) return new Set<string>();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update ${clips} set reserved_count = reserved_count + 1, updated_at = ${now}
        where id in (
          select id from ${clips}
          where ${inArray(clips.id, clipIds)} and ${lt(clips.reservedCount, clips.maxExposures)}
          order by id for update
        )
        returning id`,
  );
  return new Set(rows.map((row) => row.id));
}

/** Gives back one hold on each clip (a game that never showed it). */
export async function releaseClips({ db, clipIds, now }: { db: AppDatabase; clipIds: string[]; now: Date }) {
  if (clipIds.length === 0) return;
  await db
    .update(clips)
    .set({ reservedCount: sql`${clips.reservedCount} - 1`, updatedAt: now })
    .where(and(inArray(clips.id, clipIds), sql`${clips.reservedCount} > ${clips.shownCount}`));
}

/** These clips were shown in a staked game: counted for good, and retired once shown as often as allowed. */
export async function markClipsShown({ db, clipIds, now }: { db: AppDatabase; clipIds: string[]; now: Date }) {
  if (clipIds.length === 0) return;
  await db
    .update(clips)
    .set({ shownCount: sql`${clips.shownCount} + 1`, lastShownAt: now, updatedAt: now })
    .where(inArray(clips.id, clipIds));
}
