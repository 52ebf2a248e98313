// Remembers for a few seconds that a session stood, so an authenticated request need not read the sessions
// table every time: that read was half the database work of a typical authenticated request. The price is
// a bound on revocation: a session revoked by another process (or by a password reset) is refused within
// `ttlMs`; a logout evicts its session here at once. Only live sessions are remembered, so a revoked or
// unknown one is checked against the database every time.
import type { AppDatabase } from '../../db/client.ts';
import { isSessionActive } from './is-session-active.ts';

export interface SessionCheckCache {
  /** Whether the session stands: from memory if it was seen standing within the last `ttlMs`. */
  isActive(options: { db: AppDatabase; sessionId: string; userId: string; now: Date }): Promise<boolean>;
  /** Drops what is remembered of a session (after this process revoked it). */
  forget(sessionId: string): void;
  /** Drops every session of a player (after this process revoked them all). */
  forgetUser(userId: string): void;
}

export interface SessionCheckCacheOptions {
  /** 0 turns the cache off: every request reads the database. */
  ttlMs: number;
  maxEntries?: number;
}

const DEFAULT_MAX_ENTRIES = 10_000;

export function createSessionCheckCache({
  ttlMs,
  maxEntries = DEFAULT_MAX_ENTRIES,
}: SessionCheckCacheOptions): SessionCheckCache {
  const standing = new Map<string, { userId: string; untilMs: number }>();
  return {
    async isActive({ db, sessionId, userId, now }) {
      const known = standing.get(sessionId);
      if (known && known.userId === userId && known.untilMs > now.getTime()) return true;
      const active = await isSessionActive({ db, sessionId, userId });
      if (active && ttlMs > 0) {
        // Re-inserting moves the entry to the end: the map's first entry is always the stalest.
        standing.delete(sessionId);
        if (standing.size >= maxEntries) standing.delete(standing.keys().next().value!);
        standing.set(sessionId, { userId, untilMs: now.getTime() + ttlMs });
      } else {
        standing.delete(sessionId);
      }
      return active;
    },
    forget(sessionId) {
      standing.delete(sessionId);
    },
    forgetUser(userId) {
      for (const [sessionId, entry] of standing) if (entry.userId === userId) standing.delete(sessionId);
    },
  };
}
