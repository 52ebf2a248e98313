import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { isUuid } from '../../../db/is-uuid.ts';
import { queryRows } from '../../../db/query-rows.ts';

export type RoundAdmission =
  { kind: 'entrant'; entryId: string } | { kind: 'refused'; reason: 'notFound' | 'notEntered' | 'cancelled' };

/**
 * Whether the signed-in player may open the tournament's live round: only its entrants, and never a cancelled
 * tournament's (nothing is played there); a playing window has none (its entries are played on the game screen).
 * One read: the tournament and the caller's entry of it.
 */
export async function admitToRound({
  db,
  userId,
  tournamentId,
}: {
  db: AppDatabase;
  userId: string;
  tournamentId: string;
}): Promise<RoundAdmission> {
  if (!isUuid(tournamentId)) return { kind: 'refused', reason: 'notFound' };
  const [row] = await queryRows<{ status: string; entry_id: string | null }>(
    db,
    sql`select m.status,
               (select g.id from games g
                 where g.match_id = m.id and g.user_id = ${userId} and g.mode = 'tournament') as entry_id
          from matches m
         where m.id = ${tournamentId} and m.mode = 'tournament' and m.tournament_format = 'live'`,
  );
  if (!row) return { kind: 'refused', reason: 'notFound' };
  if (!row.entry_id) return { kind: 'refused', reason: 'notEntered' };
  if (row.status === 'cancelled') return { kind: 'refused', reason: 'cancelled' };
  return { kind: 'entrant', entryId: row.entry_id };
}
