// A clip's exposure counts move here and nowhere else (invariant, also a CHECK on the table):
// 0 ≤ shown_count ≤ reserved_count ≤ max_exposures. A game holds its clips from creation (reserveClips); a
// question sent counts the clip as shown for good, and a clip that a voided or ended game never showed goes back to
// the fresh buffer (both updateClipHolds).
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryPrepared } from '../../../db/query-prepared.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { clips } from '../../../db/schema.ts';

// Every statement here locks its clip rows in id order (a FOR UPDATE sub-select sorted by id) before it changes
// them: a game's creation reserving clips, another game's question marking its clip shown and a third game
// releasing its unsent clips may touch the same rows at once, and rows taken in different orders deadlock.

/**
 * Applies `change` to those of `clipIds` that meet `condition`, locking them in id order; returns the ids changed.
 * `skipLocked` leaves out a row another transaction holds instead of waiting for it.
 */
async function updateClipsInIdOrder(
  db: AppDatabase,
  clipIds: string[],
  change: SQL,
  { condition = sql`true`, skipLocked = false }: { condition?: SQL; skipLocked?: boolean } = {},
): Promise<Set<string>> {
  if (clipIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update ${clips} set ${change}
        where id in (
          select id from ${clips}
          where ${inArray(clips.id, clipIds)} and ${condition}
          order by id for update ${skipLocked ? sql`skip locked` : sql``}
        )
        returning id`,
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Takes one hold on each of these clips that still has room, and returns the ids it took. A clip another
 * transaction holds right now is not waited for: it is left out like a clip with no room, and the caller draws
 * a replacement. A creation may reserve in several rounds, and a round that waited for a row while holding
 * rows of an earlier round could deadlock with another creation doing the same the other way round.
 */
export async function reserveClips({ db, clipIds, now }: { db: AppDatabase; clipIds: string[]; now: Date }) {
  return updateClipsInIdOrder(db, clipIds, sql`reserved_count = reserved_count + 1, updated_at = ${now}`, {
    condition: sql`${clips.reservedCount} < ${clips.maxExposures}`,
    skipLocked: true,
  });
}

/**
 * A game's progress: `shown` clips (questions just sent) are counted for good, and retire once shown as often
 * as allowed; `released` clips (a game that ended without sending them) give their hold back to the fresh
 * buffer. One statement, so all the game's clip rows are locked together in id order, never one set and then
 * another, which could cross a reservation taking the same rows.
 */
export async function updateClipHolds({
  db,
  now,
  shown,
  released,
}: {
  db: AppDatabase;
  now: Date;
  shown: string[];
  released: string[];
}): Promise<void> {
  if (shown.length + released.length === 0) return;
  const placeholders = (from: number, count: number) =>
    `array[${Array.from({ length: count }, (_, i) => `$${from + i}::uuid`).join(', ')}]::uuid[]`;
  const text = clipHoldsUpdate({
    now: '$1::timestamptz',
    shown: placeholders(2, shown.length),
    released: placeholders(2 + shown.length, released.length),
  });
  await queryPrepared(db, undefined, text, [now, ...shown, ...released]);
}

/**
 * The UPDATE of updateClipHolds as SQL text over the caller's SQL: `now`, and the clips shown and released, each
 * a uuid[] expression (`array[$2::uuid]`, or `array(select …)`: `= any` keeps the primary key's index in use
 * either way). For a statement that changes games' clips along with the games (persist-game-event.ts). The rows are
 * locked in id order.
 */
export function clipHoldsUpdate(options: { now: string; shown: string; released: string }): string {
  const { now, shown, released } = options;
  return `update clips set
      shown_count = shown_count + (case when id = any(${shown}) then 1 else 0 end),
      last_shown_at = case when id = any(${shown}) then ${now} else last_shown_at end,
      reserved_count = reserved_count - (case when id = any(${released}) and reserved_count > shown_count then 1 else 0 end),
      updated_at = ${now}
    where id in (select id from clips where id = any(${shown} || ${released}) order by id for update)`;
}

/**
 * A contest's clips (decision 0103) are the match's alone: reserved as often as they may be shown, so no other game
 * or contest can draw them, however many entrants then see them.
 */
export async function reserveClipsForMatch({ db, clipIds, now }: { db: AppDatabase; clipIds: string[]; now: Date }) {
  return updateClipsInIdOrder(db, clipIds, sql`reserved_count = max_exposures, updated_at = ${now}`);
}

/**
 * A contest's clips that its entrants were shown are spent for good, counted once however many saw them
 * (shown_count = reserved_count keeps the CHECK). Run once, when the contest is settled.
 */
export async function markMatchClipsShown({ db, clipIds, now }: { db: AppDatabase; clipIds: string[]; now: Date }) {
  return updateClipsInIdOrder(
    db,
    clipIds,
    sql`shown_count = reserved_count, last_shown_at = ${now}, updated_at = ${now}`,
  );
}
