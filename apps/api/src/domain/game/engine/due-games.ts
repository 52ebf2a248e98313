import { and, asc, inArray, lte } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { games } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Logger } from '../../../lib/logger.ts';
import { LIVE_GAME_STATUSES } from '../game-status.ts';

const DUE_BATCH = 100;

/**
 * Live games whose stored wake-up has come, the most overdue first. Read through games_live_idx, the live games
 * alone: next_wake_at has no index of its own, so that a game's events update its row in place (HOT, performance note 0039).
 */
export async function findDueGames({ db, clock }: { db: AppDatabase; clock: Clock }): Promise<string[]> {
  const due = await db
    .select({ id: games.id })
    .from(games)
    .where(and(lte(games.nextWakeAt, clock.now()), inArray(games.status, [...LIVE_GAME_STATUSES])))
    .orderBy(asc(games.nextWakeAt))
    .limit(DUE_BATCH);
  return due.map(({ id }) => id);
}

/** Runs `poll` every `intervalMs`, never two at once; answers a stop function. */
export function startPoller(options: { intervalMs: number; poll: () => Promise<unknown>; log: Logger }): () => void {
  let polling = false;
  const poller = setInterval(() => {
    if (polling) return;
    polling = true;
    options
      .poll()
      .catch((error: unknown) => options.log.error({ err: error }, 'game scheduler failed'))
      .finally(() => {
        polling = false;
      });
  }, options.intervalMs);
  poller.unref();
  return () => clearInterval(poller);
}
