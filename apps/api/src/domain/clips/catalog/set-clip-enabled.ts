// Takes a clip out of the pool (or puts it back). Games already drawn keep their clips; new draws skip it.
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';

export interface SetClipEnabledOptions {
  db: AppDatabase;
  clock: Clock;
  clipId: string;
  enabled: boolean;
}

/** False when no clip has that id. */
export async function setClipEnabled({ db, clock, clipId, enabled }: SetClipEnabledOptions): Promise<boolean> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(clipId)) return false;
  const updated = await db
    .update(clips)
    .set({ enabled, updatedAt: clock.now() })
    .where(eq(clips.id, clipId))
    .returning({ id: clips.id });
  return updated.length > 0;
}
