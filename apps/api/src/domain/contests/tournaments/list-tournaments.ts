import type { TournamentStatus } from '@gom/contract/contests';
import type { AppDatabase } from '../../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { TOURNAMENT_NOT_FOUND_MESSAGE } from './tournament-constants.ts';
import { listTournamentRecords, readTournament } from './tournament-record.ts';
import { summarizeTournaments, type TournamentSummaryRecord } from './tournament-summary.ts';

/** Tournaments a list shows at most. */
export const TOURNAMENTS_LISTED = 50;
const LISTED_STATUSES: readonly TournamentStatus[] = ['scheduled', 'live', 'closed', 'cancelled'];

/** The Tournaments screen: upcoming and live first (soonest first), then the latest ended, for this player. */
export async function listTournaments(options: {
  db: AppDatabase;
  userId: string;
}): Promise<TournamentSummaryRecord[]> {
  const tournaments = await listTournamentRecords({
    db: options.db,
    statuses: LISTED_STATUSES,
    limit: TOURNAMENTS_LISTED,
  });
  return summarizeTournaments({ db: options.db, tournaments, userId: options.userId });
}

/** One tournament's summary for this player (404 when there is none). */
export async function getTournament(options: {
  db: AppDatabase;
  userId: string;
  tournamentId: string;
}): Promise<TournamentSummaryRecord> {
  const tournament = await readTournament({ db: options.db, matchId: options.tournamentId });
  if (!tournament) throw new DomainError('NOT_FOUND', TOURNAMENT_NOT_FOUND_MESSAGE);
  const [summary] = await summarizeTournaments({ db: options.db, tournaments: [tournament], userId: options.userId });
  return summary!;
}
