import type { ClipMedia } from '../build-server-message.ts';

const MEDIA_CACHE_MS = 60_000;
const MEDIA_CACHE_MAX = 10_000;

export type LoadClipMedia = (clipIds: string[]) => Promise<ReadonlyMap<string, ClipMedia>>;

/**
 * Clip media keys change only when a clip is re-rendered, so a question's links need no query of their own:
 * - a live game's clips are read with its socket's admission and kept with the game while it is live in this
 *   process (`rememberGame` until `forgetGame`), however long it lasts and however many other games start;
 * - anything else (a game another process announced) goes through a short cache of MEDIA_CACHE_MS of wall time (a
 *   cache, not a rule: the injected clock does not apply), which drops its oldest entries when full.
 * Kept per game: the shared cache alone filled every 13 s at 150 new games a second and was
 * cleared whole, and every live game then read its clips again at its next question, all in the same second.
 */
export interface ClipMediaCache {
  /** The media of these clips, from the cache or else one query. */
  lookup(clipIds: string[]): Promise<ReadonlyMap<string, ClipMedia>>;
  /**
   * The media of a game's clips: those kept with the game, or else one query for every clip of `gameClipIds`
   * (a game shows each of its clips once, so reading them one question at a time would miss every time).
   */
  lookupForGame(gameId: string, clipIds: string[], gameClipIds: string[]): Promise<ReadonlyMap<string, ClipMedia>>;
  /** Keeps a live game's clip media (its admission read them) until `forgetGame`. */
  rememberGame(gameId: string, media: ReadonlyMap<string, ClipMedia>): void;
  forgetGame(gameId: string): void;
}

export function createClipMediaCache(load: LoadClipMedia): ClipMediaCache {
  const cache = new Map<string, { media: ClipMedia; until: number }>();
  const games = new Map<string, ReadonlyMap<string, ClipMedia>>();
  const remember = (media: ReadonlyMap<string, ClipMedia>, now: number) => {
    for (const [id, clip] of media) {
      cache.delete(id);
      cache.set(id, { media: clip, until: now + MEDIA_CACHE_MS });
    }
    // A Map iterates in insertion order: the first keys are the oldest.
    for (const id of cache.keys()) {
      if (cache.size <= MEDIA_CACHE_MAX) break;
      cache.delete(id);
    }
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
    const loaded = await load(missing);
    remember(loaded, now);
    for (const [id, media] of loaded) found.set(id, media);
    return found;
  };
  return {
    lookup,
    async lookupForGame(gameId, clipIds, gameClipIds) {
      const kept = games.get(gameId);
      if (kept && clipIds.every((id) => kept.has(id))) return kept;
      return lookup([...new Set([...clipIds, ...gameClipIds])]);
    },
    rememberGame: (gameId, media) => games.set(gameId, media),
    forgetGame: (gameId) => games.delete(gameId),
  };
}
