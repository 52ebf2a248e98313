import type { AppDatabase } from '../../../db/client.ts';
import type { ClipMedia } from '../build-server-message.ts';
import { loadClipMedia } from '../load-clip-media.ts';

const MEDIA_CACHE_MS = 60_000;
const MEDIA_CACHE_MAX = 10_000;

/**
 * Clip media keys change only when a clip is re-rendered: a short cache spares a query per question. Entries
 * live MEDIA_CACHE_MS of wall time (a cache, not a rule: the injected clock does not apply).
 */
export function createClipMediaCache(db: AppDatabase): (clipIds: string[]) => Promise<Map<string, ClipMedia>> {
  const cache = new Map<string, { media: ClipMedia; until: number }>();
  return async (clipIds) => {
    const now = Date.now();
    const found = new Map<string, ClipMedia>();
    for (const id of clipIds) {
      const cached = cache.get(id);
      if (cached && cached.until > now) found.set(id, cached.media);
    }
    const missing = clipIds.filter((id) => !found.has(id));
    if (missing.length === 0) return found;
    if (cache.size > MEDIA_CACHE_MAX) cache.clear();
    for (const [id, media] of await loadClipMedia({ db, clipIds: missing })) {
      cache.set(id, { media, until: now + MEDIA_CACHE_MS });
      found.set(id, media);
    }
    return found;
  };
}
