// Records a finished render. Only a clip still pending becomes ready, and only after its files are stored, so
// 'ready' always means the files exist.
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RenderedMedia } from './rendered-media.ts';

export interface MarkClipReadyOptions {
  db: AppDatabase;
  clock: Clock;
  clipId: string;
  media: RenderedMedia;
}

export async function markClipReady({ db, clock, clipId, media }: MarkClipReadyOptions): Promise<boolean> {
  const updated = await db
    .update(clips)
    .set({ ...media, mediaStatus: 'ready', renderLeaseUntil: null, renderError: null, updatedAt: clock.now() })
    .where(and(eq(clips.id, clipId), eq(clips.mediaStatus, 'pending')))
    .returning({ id: clips.id });
  return updated.length > 0;
}
