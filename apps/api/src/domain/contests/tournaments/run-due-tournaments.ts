import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { Clock } from '../../../lib/clock.ts';
import { closeTournament } from './close-tournament.ts';
import { startTournament } from './start-tournament.ts';
import { TOURNAMENT_DUE_BATCH } from './tournament-constants.ts';

/**
 * One poll (every API process runs it each second, plugins/tournaments.ts): each tournament due to start (scheduled,
 * its start come) or to close (live, its last window closed) is claimed with FOR UPDATE SKIP LOCKED in a transaction
 * of its own and started or closed in it, so processes polling at once each take different tournaments and none
 * waits behind another; a live round's own process may start or close it first, and then this finds it decided.
 * Answers how many it started, cancelled or closed.
 */
export async function runDueTournaments(options: { db: AppDatabase; clock: Clock }): Promise<number> {
  const { db, clock } = options;
  const now = clock.now().toISOString();
  const due = await queryRows<{ id: string }>(
    db,
    sql`select id from matches
         where mode = 'tournament'
           and ((status = 'scheduled' and starts_at <= ${now}) or (status = 'live' and ends_at <= ${now}))
         order by starts_at limit ${TOURNAMENT_DUE_BATCH}`,
  );
  let decided = 0;
  for (const { id } of due) {
    decided += await db.transaction(async (tx) => {
      const [claimed] = await queryRows<{ status: string }>(
        tx,
        sql`select status from matches where id = ${id} for update skip locked`,
      );
      if (!claimed) return 0;
      if (claimed.status === 'scheduled') {
        const outcome = await startTournament({ db: tx, clock, matchId: id });
        return outcome === 'started' || outcome === 'cancelled' ? 1 : 0;
      }
      if (claimed.status === 'live')
        return (await closeTournament({ db: tx, clock, matchId: id })) === 'closed' ? 1 : 0;
      return 0;
    });
  }
  return decided;
}
