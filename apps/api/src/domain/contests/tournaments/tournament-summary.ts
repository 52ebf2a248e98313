import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { describePlaces, describeSplit, paidPlaces, placeShares } from './prize-places.ts';
import type { TournamentRecord } from './tournament-record.ts';

const BASIS_POINTS = 10_000n;

/** What the Tournaments screen shows of one tournament (the wire shape is built in http/tournament-response.ts). */
export interface TournamentSummaryRecord {
  tournament: TournamentRecord;
  entrants: number;
  /** Fees so far minus the rake, in minor units: what the places share. */
  prizePool: bigint;
  prizeSplit: string;
  places: Array<{ fromPlace: number; toPlace: number; percent: number }>;
  /** The caller's entry, if they entered. */
  entryId: string | null;
}

/** The pool after the rake for this many entrants (the rake rounded down, as the close takes it). */
export function prizePoolAfterRake(tournament: TournamentRecord, entrants: number): bigint {
  const pool = tournament.entryFee * BigInt(entrants);
  return pool - (pool * BigInt(tournament.rakeBasisPoints)) / BASIS_POINTS;
}

/**
 * The summaries of these tournaments for `userId`: entrants and the caller's entry in one query for all of them.
 * The places are the ones set at the start; before it, those the entrants so far would get (at least the minimum).
 */
export async function summarizeTournaments(options: {
  db: AppDatabase;
  tournaments: readonly TournamentRecord[];
  userId: string;
}): Promise<TournamentSummaryRecord[]> {
  const { tournaments, userId } = options;
  if (tournaments.length === 0) return [];
  const rows = await queryRows<{ match_id: string; entrants: number; entry_id: string | null }>(
    options.db,
    sql`select g.match_id, count(*)::int as entrants,
               (array_agg(g.id) filter (where g.user_id = ${userId}))[1] as entry_id
          from games g
         where g.match_id = any(${`{${tournaments.map((tournament) => tournament.id).join(',')}}`}::uuid[])
         group by g.match_id`,
  );
  const byMatch = new Map(rows.map((row) => [row.match_id, row]));
  return tournaments.map((tournament) => {
    const entrants = byMatch.get(tournament.id)?.entrants ?? 0;
    const places =
      tournament.prizeShares?.length ?? paidPlaces(Math.max(entrants, tournament.minEntrants), tournament.paidPercent);
    const shares = tournament.prizeShares ?? placeShares(places);
    return {
      tournament,
      entrants,
      prizePool: prizePoolAfterRake(tournament, entrants),
      prizeSplit: describeSplit(tournament.paidPercent, places),
      places: describePlaces(shares),
      entryId: byMatch.get(tournament.id)?.entry_id ?? null,
    };
  });
}
