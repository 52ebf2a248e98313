import type { AppDatabase } from '../../../db/client.ts';
import type { ClipMedia } from '../build-server-message.ts';
import { loadClipMedia } from '../load-clip-media.ts';

const MEDIA_CACHE_MS = 60_000;
const MEDIA_CACHE_MAX = 10_000;

/**
 * Clip media keys change only when a clip is re-rendered: a short cache spares a query per question. Entries
 * live MEDIA_CACHE_MS of wall time (a cache, not a rule: the injected clock does not apply).
 */
export interface ClipMediaCache {
  /** The media of these clips, from the cache or else one query. */
  lookup(clipIds: string[]): Promise<Map<string, ClipMedia>>;
  /** Media read elsewhere (a socket's admission reads its game's with the game). */
  remember(media: ReadonlyMap<string, ClipMedia>): void;
}

export function createClipMediaCache(db: AppDatabase): ClipMediaCache {
  const cache = new Map<string, { media: ClipMedia; until: number }>();
  const remember = (media: ReadonlyMap<string, ClipMedia>, now: number) => {
    if (cache.size > MEDIA_CACHE_MAX) cache.clear();
    for (const [id, clip] of media) cache.set(id, { media: clip, until: now + MEDIA_CACHE_MS });
  };
  const lookup = async (clipIds: string[]) => {
    const now = Date.now();
    const found = new Map<string, ClipMedia>();
    for (const id of clipIds) {
      const cached = cache.get(id);
      if (cached && cached.until > now) found.set(id, cached.media);
    }
    const missing = clipIds.filter((id) => !found.has(id));
    if (missing.length === 0) return found;
    const loaded = await loadClipMedia({ db, clipIds: missing });
    remember(loaded, now);
    for (const [id, media] of loaded) found.set(id, media);
    return found;
  };
  return { lookup, remember: (media) => remember(media, Date.now()) };
}
