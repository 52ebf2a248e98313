// Remembers for a few seconds that a session stood, so an authenticated request need not read the sessions
// table every time: that read was half the database work of a typical authenticated request. The price is
// a bound on revocation: a session revoked by another process (or by a password reset) is refused within
// `ttlMs`; a logout evicts its session here at once. Only live sessions are remembered, so a revoked or
// unknown one is checked against the database every time.
//
// A session in steady use is checked again ahead of time: once past half its `ttlMs`, a use answers from memory
// and starts a check in the background, whose answer (standing: `ttlMs` more from when it was asked; ended:
// forgotten) the next use finds. A game's socket, which checks on every message, so never waits on the database
// mid-game (issue 14: the answers of the fourth and fifth questions had waited for it). The bound is unchanged:
// nothing is trusted longer than `ttlMs` after the database last said the session stood.
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
  /** The database's answer (tests replace it). */
  check?: typeof isSessionActive;
}

const DEFAULT_MAX_ENTRIES = 10_000;

interface Standing {
  userId: string;
  untilMs: number;
  refreshing: boolean;
}

export function createSessionCheckCache({
  ttlMs,
  maxEntries = DEFAULT_MAX_ENTRIES,
  check = isSessionActive,
}: SessionCheckCacheOptions): SessionCheckCache {
  const standing = new Map<string, Standing>();
  // Bumped by every forget: a check asked before one may have read the session before its revocation
  // committed, so its answer is not remembered.
  let forgets = 0;

  const checkAndRemember = async (options: { db: AppDatabase; sessionId: string; userId: string; now: Date }) => {
    const { sessionId, userId } = options;
    const forgetsBefore = forgets;
    const active = await check(options);
    if (forgets !== forgetsBefore) return active;
    if (active && ttlMs > 0) {
      // Re-inserting moves the entry to the end: the map's first entry is always the stalest.
      standing.delete(sessionId);
      if (standing.size >= maxEntries) standing.delete(standing.keys().next().value!);
      standing.set(sessionId, { userId, untilMs: options.now.getTime() + ttlMs, refreshing: false });
    } else {
      standing.delete(sessionId);
    }
    return active;
  };

  return {
    async isActive(options) {
      const { sessionId, userId, now } = options;
      const known = standing.get(sessionId);
      if (!known || known.userId !== userId || known.untilMs <= now.getTime()) return checkAndRemember(options);
      if (!known.refreshing && known.untilMs - now.getTime() < ttlMs / 2) {
        known.refreshing = true;
        // A failed check changes nothing: the entry runs out, and the next use checks in the foreground.
        checkAndRemember(options).catch(() => {
          known.refreshing = false;
        });
      }
      return true;
    },
    forget(sessionId) {
      forgets += 1;
      standing.delete(sessionId);
    },
    forgetUser(userId) {
      forgets += 1;
      for (const [sessionId, entry] of standing) if (entry.userId === userId) standing.delete(sessionId);
    },
  };
}
