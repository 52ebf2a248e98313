import { inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { clips } from '../../db/schema.ts';
import type { ClipMedia } from './build-server-message.ts';

/** The stored assets of these clips, by id. A clip without its two videos is left out (it cannot be shown). */
export async function loadClipMedia({ db, clipIds }: { db: AppDatabase; clipIds: string[] }) {
  const media = new Map<string, ClipMedia>();
  if (clipIds.length === 0) return media;
  const rows = await db
    .select({
      id: clips.id,
      preVideoKey: clips.preVideoKey,
      postVideoKey: clips.postVideoKey,
      originalUrl: clips.originalUrl,
    })
    .from(clips)
    .where(inArray(clips.id, [...new Set(clipIds)]));
  for (const row of rows) {
    if (row.preVideoKey && row.postVideoKey) {
      media.set(row.id, { preVideoKey: row.preVideoKey, postVideoKey: row.postVideoKey, originalUrl: row.originalUrl });
    }
  }
  return media;
}
