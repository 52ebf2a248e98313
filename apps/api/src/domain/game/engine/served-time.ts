import { inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { games } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { decideAndPersist } from '../apply-game-event.ts';
import { LIVE_GAME_STATUSES } from '../game-status.ts';

// Time nobody served is not the player's (ADR 0088). Every process that serves games' time (its poller runs)
// moves `game_service.served_at` on every SERVED_BEAT_MS, on its own clock, the one the games' times are on. A
// process that starts and finds it more than SERVED_GAP_MS old knows no process served the games since: a crash, a
// stop, a machine lost. Before it serves anything it resumes every live game (the rules' `resume`: the time left
// on the open question, the pause, the start window move on by the gap; a gap past 10 minutes voids the game and
// releases its stake), in the one transaction that also moves served_at on, under that row's lock: two processes
// starting together cannot both resume, and a start that fails halfway resumes nothing.

export const SERVED_BEAT_MS = 1_000;
/**
 * A gap this long means nobody served: a live process beats every second. Below it a start resumes nothing (a
 * process joining a serving cluster must not move every game on), so a crash restarted within 3 s costs up to that.
 */
export const SERVED_GAP_MS = 3 * SERVED_BEAT_MS;

/** This process serves the games' time now. */
export async function markServed(options: { db: AppDatabase; clock: Clock }): Promise<void> {
  await options.db.execute(
    sql`insert into game_service (id, served_at) values (1, ${options.clock.now().toISOString()})
        on conflict (id) do update set served_at = greatest(game_service.served_at, excluded.served_at)`,
  );
}

export interface ResumeOutcome {
  /** When the games were last served, if nobody served them for longer than SERVED_GAP_MS. */
  servedUntil: Date | null;
  resumed: number;
  voided: number;
}

/** At a serving process's start: gives every live game back the time nobody served it, once. */
export async function resumeAfterDowntime(options: { db: AppDatabase; clock: Clock }): Promise<ResumeOutcome> {
  const { clock } = options;
  return options.db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into game_service (id, served_at) values (1, ${clock.now().toISOString()}) on conflict (id) do nothing`,
    );
    const [service] = await queryRows<{ servedAt: string | Date }>(
      tx,
      sql`select served_at as "servedAt" from game_service where id = 1 for update`,
    );
    const now = clock.now();
    const servedUntil = new Date(service?.servedAt ?? now);
    const outcome: ResumeOutcome = { servedUntil: null, resumed: 0, voided: 0 };
    if (now.getTime() - servedUntil.getTime() > SERVED_GAP_MS) {
      outcome.servedUntil = servedUntil;
      const live = await tx
        .select()
        .from(games)
        .where(inArray(games.status, [...LIVE_GAME_STATUSES]))
        .orderBy(games.id)
        .for('update');
      for (const game of live) {
        const applied = await decideAndPersist({
          db: tx,
          clock,
          game,
          now,
          event: (at) => ({ type: 'resume', at, servedUntil: servedUntil.getTime() }),
        });
        if (applied?.state.phase === 'voided') outcome.voided += 1;
        else if (applied?.changed) outcome.resumed += 1;
      }
    }
    await tx.execute(sql`update game_service set served_at = greatest(served_at, ${now.toISOString()}) where id = 1`);
    return outcome;
  });
}
