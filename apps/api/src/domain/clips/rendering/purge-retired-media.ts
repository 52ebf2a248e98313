// Storage stays bounded (decision 0010): a retired clip's media stay viewable for the retention
// (the player who had it can still watch the post-answer video from their history), then the files are
// deleted and the clip is marked 'purged'. Its row stays: outcome, xG and nonce are the record of what was
// shown, and with CLIP_SECRET the nonce could render it again.
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';
import type { MediaStorage } from '../../../media/media-storage.ts';
import type { Clock } from '../../../lib/clock.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Clips per pass: a pass is a few deletes each; the next pass takes the rest. */
const PURGE_BATCH = 200;

export interface PurgeRetiredMediaOptions {
  db: AppDatabase;
  clock: Clock;
  storage: MediaStorage;
  retentionDays: number;
}

export interface PurgeResult {
  purged: number;
  /** Files whose delete failed; the clip is purged all the same (an orphan file costs space, never money). */
  failedDeletes: number;
}

/**
 * Up to a pass's worth of ready clips retired (shown as often as they may be) before `cutoff`, oldest first. Read
 * through clips_held_media_idx: its predicate (held as often as it may be shown) and its key (a clip is shown
 * after it is created) are implied by the retirement and the cutoff, and spelled out so the planner uses it.
 */
export function purgeCandidates({ db, cutoff }: { db: AppDatabase; cutoff: Date }) {
  return db
    .select({ id: clips.id })
    .from(clips)
    .where(
      and(
        eq(clips.mediaStatus, 'ready'),
        gte(clips.reservedCount, clips.maxExposures),
        lt(clips.createdAt, cutoff),
        gte(clips.shownCount, clips.maxExposures),
        lt(clips.lastShownAt, cutoff),
      ),
    )
    .orderBy(asc(clips.createdAt))
    .limit(PURGE_BATCH);
}

export async function purgeRetiredMedia({
  db,
  clock,
  storage,
  retentionDays,
}: PurgeRetiredMediaOptions): Promise<PurgeResult> {
  const cutoff = new Date(clock.now().getTime() - retentionDays * DAY_MS);
  // Claim first (the status flips once, so two processes never purge one clip twice), then delete the files.
  const due = purgeCandidates({ db, cutoff });
  const claimed = await db
    .update(clips)
    .set({ mediaStatus: 'purged', updatedAt: clock.now() })
    .where(and(inArray(clips.id, due), eq(clips.mediaStatus, 'ready')))
    .returning({ pre: clips.preVideoKey, post: clips.postVideoKey, poster: clips.posterKey });
  let failedDeletes = 0;
  for (const row of claimed) {
    for (const key of [row.pre, row.post, row.poster]) {
      if (!key) continue;
      await storage.delete(key).catch(() => {
        failedDeletes += 1;
      });
    }
  }
  return { purged: claimed.length, failedDeletes };
}
