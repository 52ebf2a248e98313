// Remembers for a few seconds that a session stood, so an authenticated request need not read the sessions
// table every time: that read was half the database work of a typical authenticated request. The price is
// a bound on revocation: a session revoked by another process (or by a password reset) is refused within
// `ttlMs`; a logout evicts its session here at once. Only live sessions are remembered, so a revoked or
// unknown one is checked against the database every time.
//
// A session in steady use is checked again ahead of time: once past half its `ttlMs`, a use answers from memory
// and starts a check in the background, whose answer (standing: `ttlMs` more from when it was asked; ended:
// forgotten) the next use finds. A game's socket, which checks on every message, so never waits on the database
// mid-game (the answers of the fourth and fifth questions had waited for it). The bound is unchanged:
// nothing is trusted longer than `ttlMs` after the database last said the session stood.
//
// Revocations heard (performance note 0030): every revocation NOTIFYs its session at its commit (a trigger on `sessions`),
// and this process also sends itself a ping on that channel every second. PostgreSQL delivers a channel's notices in
// commit order, so once a ping sent at T comes back, every revocation committed before T has been heard, and a session
// remembered (and not revoked since) still stood at T: it is then as good as checked at T. A heard revocation drops
// its session at once. Nothing is trusted longer than `ttlMs` after the last moment this process knew the session
// stood, by a check or by a ping; a lost or re-made LISTEN connection forgets everything (notices may have been
// missed), so a listener that dies silently costs the bound, never more. And whatever the pings say, a session is
// read again within MAX_TRUST_MS of its last check, in case a revocation was written where no trigger fires (a
// TRUNCATE, or triggers turned off by hand).
import type { AppDatabase } from '../../db/client.ts';
import { isSessionActive } from './is-session-active.ts';

export interface SessionCheckOptions {
  db: AppDatabase;
  sessionId: string;
  userId: string;
  now: Date;
  /**
   * The database's answer read by the caller's own statement, along with what the session is for (a game socket
   * reads it with the game's row: one round trip for both). Used only when memory cannot answer; a check in the
   * background always reads the session alone.
   */
  read?: () => Promise<boolean>;
}

export interface SessionCheckCache {
  /** Whether the session stands: from memory if it was seen standing within the last `ttlMs`. */
  isActive(options: SessionCheckOptions): Promise<boolean>;
  /** Drops what is remembered of a session (after this process revoked it). */
  forget(sessionId: string): void;
  /** Drops every session of a player (after this process revoked them all). */
  forgetUser(userId: string): void;
  /** Every revocation committed before `atMs` (this process's clock) has been heard (a ping came back). */
  heardUpTo(atMs: number): void;
  /**
   * Revocations are heard from now on, or may have been missed (a lost or re-made LISTEN): forgets every session
   * and every ping heard so far.
   */
  resetHearing(): void;
}

export interface SessionCheckCacheOptions {
  /** 0 turns the cache off: every request reads the database. */
  ttlMs: number;
  maxEntries?: number;
  /** The database's answer (tests replace it). */
  check?: typeof isSessionActive;
}

const DEFAULT_MAX_ENTRIES = 10_000;
/** The longest a session is trusted after its last check, pings or not (read again in the background before). */
export const MAX_TRUST_MS = 60_000;

interface Standing {
  userId: string;
  /** When the database last said it stood (the time the check was asked). */
  checkedMs: number;
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
  // Every revocation committed before this moment has been heard (and dropped its session).
  let heardMs = Number.NEGATIVE_INFINITY;
  const maxTrustMs = Math.max(ttlMs, MAX_TRUST_MS);
  // Until when a remembered session is trusted: `ttlMs` after the last moment it is known to have stood.
  const trustedUntil = (entry: Standing) =>
    Math.min(Math.max(entry.checkedMs, heardMs) + ttlMs, entry.checkedMs + maxTrustMs);

  const checkAndRemember = async (options: SessionCheckOptions) => {
    const { sessionId, userId } = options;
    const forgetsBefore = forgets;
    const active = await (options.read ? options.read() : check(options));
    if (forgets !== forgetsBefore) return active;
    if (active && ttlMs > 0) {
      // Re-inserting moves the entry to the end: the map's first entry is always the stalest.
      standing.delete(sessionId);
      if (standing.size >= maxEntries) standing.delete(standing.keys().next().value!);
      standing.set(sessionId, { userId, checkedMs: options.now.getTime(), refreshing: false });
    } else {
      standing.delete(sessionId);
    }
    return active;
  };

  return {
    async isActive(options) {
      const { sessionId, userId, now } = options;
      const known = standing.get(sessionId);
      const untilMs = known ? trustedUntil(known) : 0;
      if (!known || known.userId !== userId || untilMs <= now.getTime()) return checkAndRemember(options);
      if (!known.refreshing && untilMs - now.getTime() < ttlMs / 2) {
        known.refreshing = true;
        // A failed check changes nothing: the entry runs out, and the next use checks in the foreground.
        checkAndRemember({ ...options, read: undefined }).catch(() => {
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
    heardUpTo(atMs) {
      heardMs = Math.max(heardMs, atMs);
    },
    resetHearing() {
      forgets += 1;
      heardMs = Number.NEGATIVE_INFINITY;
      standing.clear();
    },
  };
}
