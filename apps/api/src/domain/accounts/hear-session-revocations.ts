import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { SessionCheckCache } from './session-check-cache.ts';

// Feeds the session check cache what this process hears of revocations (performance note 0030): each revocation's NOTIFY
// (a trigger on `sessions`, migration 0017) drops its session at once, and this process's own pings on the same
// channel, once back, tell the cache up to when it has heard everything. A ping is stamped before it is sent, by
// this process's clock, and only this process's pings count (another's clock may differ).

/** The channel the `sessions` trigger notifies (migration 0017 names it too). */
export const SESSION_REVOCATIONS_CHANNEL = 'gom_session_revocations';
/** How often this process pings itself on the channel: well inside the cache's bound, so no check is refreshed. */
export const REVOCATION_PING_MS = 1_000;
const PING_PREFIX = 'ping:';

export interface HearSessionRevocationsOptions {
  database: DatabaseHandle;
  clock: Clock;
  log: Logger;
  cache: SessionCheckCache;
  pingMs?: number;
}

/** Starts listening and pinging; `close()` stops both. */
export function hearSessionRevocations(options: HearSessionRevocationsOptions): { close(): Promise<void> } {
  const { database, clock, log, cache } = options;
  const ownPing = `${PING_PREFIX}${randomUUID()}:`;
  let pingFailing = false;
  const listener = database.listen({
    channel: SESSION_REVOCATIONS_CHANNEL,
    onNotice: (payload) => {
      if (!payload.startsWith(PING_PREFIX)) return cache.forget(payload);
      if (!payload.startsWith(ownPing)) return;
      const sentMs = Number(payload.slice(ownPing.length));
      if (Number.isFinite(sentMs)) cache.heardUpTo(sentMs);
    },
    // Heard from now on (the first time, or again): whatever was remembered may have missed a revocation.
    onListening: () => cache.resetHearing(),
    onLost: (error) => {
      cache.resetHearing();
      log.error(
        { err: error },
        'session revocations: the LISTEN connection failed; sessions are checked every few seconds',
      );
    },
  });
  const ping = async () => {
    try {
      const payload = `${ownPing}${clock.now().getTime()}`;
      await database.db.execute(sql`select pg_notify(${SESSION_REVOCATIONS_CHANNEL}, ${payload})`);
      pingFailing = false;
    } catch (error) {
      // Without pings the cache falls back to its bound; say so once, not every second.
      if (!pingFailing) log.warn({ err: error }, 'session revocations: a ping could not be sent');
      pingFailing = true;
    }
  };
  const timer = setInterval(() => void ping(), options.pingMs ?? REVOCATION_PING_MS);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      cache.resetHearing();
      await listener.close();
    },
  };
}
