// At start, 'ready' is checked against the storage: a ready clip whose files are gone (a wiped media folder,
// a lost bucket) leaves the pool. Demo clips go back to the render queue, as do demo clips rendered by an older
// renderer; an import's files cannot be made again, so it is marked failed. Only fresh clips (ones a game may
// still reserve) are checked: a retired clip's media are history, kept until the purge, never re-rendered.
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';
import type { MediaStorage } from '../../../media/media-storage.ts';
import type { Clock } from '../../../lib/clock.ts';
import { isFresh } from '../catalog/clip-filters.ts';
import { RENDERER_VERSION } from '../render/render-settings.ts';

const STAT_CONCURRENCY = 16;

export interface RecheckClipMediaOptions {
  db: AppDatabase;
  clock: Clock;
  storage: MediaStorage;
}

export interface RecheckedMedia {
  requeued: number;
  failed: number;
}

export async function recheckClipMedia({ db, clock, storage }: RecheckClipMediaOptions): Promise<RecheckedMedia> {
  const ready = await db
    .select({
      id: clips.id,
      source: clips.source,
      preVideoKey: clips.preVideoKey,
      postVideoKey: clips.postVideoKey,
      rendererVersion: clips.rendererVersion,
    })
    .from(clips)
    .where(isFresh);

  const requeue: string[] = [];
  const fail: string[] = [];
  let next = 0;
  const check = async () => {
    while (next < ready.length) {
      const clip = ready[next++]!;
      const outdated = clip.source === 'demo' && clip.rendererVersion !== RENDERER_VERSION;
      const keys = [clip.preVideoKey, clip.postVideoKey];
      const present = (await Promise.all(keys.map((key) => (key ? storage.stat(key) : null)))).every(Boolean);
      if (outdated || !present) (clip.source === 'demo' ? requeue : fail).push(clip.id);
    }
  };
  await Promise.all(Array.from({ length: STAT_CONCURRENCY }, check));

  const now = clock.now();
  if (requeue.length > 0) {
    await db
      .update(clips)
      .set({ mediaStatus: 'pending', renderAttempts: 0, renderLeaseUntil: null, updatedAt: now })
      .where(and(inArray(clips.id, requeue), eq(clips.mediaStatus, 'ready')));
  }
  if (fail.length > 0) {
    await db
      .update(clips)
      .set({ mediaStatus: 'failed', renderError: 'media files missing from storage', updatedAt: now })
      .where(and(inArray(clips.id, fail), eq(clips.mediaStatus, 'ready')));
  }
  return { requeued: requeue.length, failed: fail.length };
}
