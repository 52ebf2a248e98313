import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import type { GameStatus } from '../../../db/schema.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { describePlaces, describeSplit, paidPlaces, placeShares } from './prize-places.ts';
import type { TournamentRecord } from './tournament-record.ts';
import { windowEntryPlayOf, type WindowEntryPlay } from './window-entry-play.ts';

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
  /** A playing window's entry: to play, in play or played (null for a live round, or no entry). */
  entryPlay: WindowEntryPlay | null;
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
  const rows = await queryRows<{
    match_id: string;
    entrants: number;
    entry_id: string | null;
    entry_status: GameStatus | null;
    entry_phase: string | null;
  }>(
    options.db,
    sql`select g.match_id, count(*)::int as entrants,
               (array_agg(g.id) filter (where g.user_id = ${userId}))[1] as entry_id,
               (array_agg(g.status) filter (where g.user_id = ${userId}))[1] as entry_status,
               (array_agg(g.state->>'phase') filter (where g.user_id = ${userId}))[1] as entry_phase
          from games g
         where g.match_id = any(${`{${tournaments.map((tournament) => tournament.id).join(',')}}`}::uuid[])
         group by g.match_id`,
  );
  const byMatch = new Map(rows.map((row) => [row.match_id, row]));
  return tournaments.map((tournament) => {
    const row = byMatch.get(tournament.id);
    const entrants = row?.entrants ?? 0;
    const places =
      tournament.prizeShares?.length ?? paidPlaces(Math.max(entrants, tournament.minEntrants), tournament.paidPercent);
    const shares = tournament.prizeShares ?? placeShares(places);
    return {
      tournament,
      entrants,
      prizePool: prizePoolAfterRake(tournament, entrants),
      prizeSplit: describeSplit(tournament.paidPercent, places),
      places: describePlaces(shares),
      entryId: row?.entry_id ?? null,
      entryPlay:
        tournament.format === 'window' && row?.entry_status
          ? windowEntryPlayOf({ status: row.entry_status, phase: row.entry_phase })
          : null,
    };
  });
}
