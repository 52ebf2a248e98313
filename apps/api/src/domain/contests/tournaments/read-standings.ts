import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { DomainError } from '../../domain-error.ts';
import { entryPrizeKey } from '../../ledger/ledger-keys.ts';
import { rankEntries } from '../rank-entries.ts';
import { readEntryScores, type EntryScore } from './entry-scores.ts';
import { STANDINGS_TOP, TOURNAMENT_NOT_FOUND_MESSAGE } from './tournament-constants.ts';
import { readTournament, type TournamentRecord } from './tournament-record.ts';
import { questionsClosedBy } from './tournament-schedule.ts';
import { WINDOW_ENTRY_PLAYED_SQL } from './window-entry-play.ts';

export interface StandingRecord extends EntryScore {
  rank: number;
  /** What the place paid once the tournament closed (0 out of the prizes); null before. */
  prize: bigint | null;
}

export interface StandingsRecord {
  tournament: TournamentRecord;
  questionsClosed: number;
  rows: StandingRecord[];
  you: StandingRecord | null;
  entrants: number;
  /** A playing window before its close: how many of its entries have been played (their results withheld). */
  played: number | null;
}

/** Questions a table counts now: none before the start, those whose window closed while live, all once closed. */
export function questionsCounted(tournament: TournamentRecord, now: Date): number {
  if (tournament.status === 'closed') return tournament.numberOfQuestions;
  // A playing window's entries are each played whole: a finished one counts all its questions.
  if (tournament.format === 'window') return tournament.status === 'live' ? tournament.numberOfQuestions : 0;
  if (tournament.status === 'live') return questionsClosedBy(tournament, now);
  return 0;
}

async function readPrizes(db: AppDatabase, matchId: string): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ entry_id: string; amount: string }>(
    db,
    sql`select g.id as entry_id, mt.amount::text as amount from games g
          join money_transactions mt on mt.user_id = g.user_id
           and mt.idempotency_key = ${sql.raw(entryPrizeKey.sql('g.id::text'))}
         where g.match_id = ${matchId}`,
  );
  return new Map(rows.map((row) => [row.entry_id, BigInt(row.amount)]));
}

/**
 * A tournament's table (decision 0151): every entry ranked by the questions whose window has closed (ties share a
 * place), the top rows and the caller's own. Two queries however many entered; the live round reads it once per
 * tournament per process at each window's close.
 */
export async function readStandings(options: {
  db: AppDatabase;
  now: Date;
  matchId: string;
  userId: string | null;
  top?: number;
}): Promise<StandingsRecord> {
  const { db, matchId, userId } = options;
  const tournament = await readTournament({ db, matchId });
  if (!tournament) throw new DomainError('NOT_FOUND', TOURNAMENT_NOT_FOUND_MESSAGE);
  if (tournament.format === 'window' && tournament.status !== 'closed') return openWindowStandings({ db, tournament });
  const counted = questionsCounted(tournament, options.now);
  const scores = await readEntryScores({ db, matchId, questionsCounted: counted });
  const prizes = tournament.status === 'closed' ? await readPrizes(db, matchId) : undefined;
  const ranked = rankEntries(scores).map(({ entry, place }) => ({
    ...entry,
    rank: place,
    prize: prizes ? (prizes.get(entry.entryId) ?? 0n) : null,
  }));
  return {
    tournament,
    questionsClosed: counted,
    rows: ranked.slice(0, options.top ?? STANDINGS_TOP),
    you: ranked.find((row) => row.userId === userId) ?? null,
    entrants: ranked.length,
    played: null,
  };
}

/**
 * A playing window's table before its close (decisions 0172, 0173): nobody is told anybody's result (no correct
 * answers, no times, no rank, not even their own) until the close, entrant or not, so that nothing anyone receives
 * while others still play passes the set's outcomes on; only how many entries have been played.
 */
async function openWindowStandings(options: {
  db: AppDatabase;
  tournament: TournamentRecord;
}): Promise<StandingsRecord> {
  const { tournament } = options;
  const questionsClosed = tournament.status === 'live' ? tournament.numberOfQuestions : 0;
  // The entrants as the table counts them (readEntryScores: every entry not voided), and those played.
  const [counts] = await queryRows<{ entrants: number; played: number }>(
    options.db,
    sql`select count(*) filter (where g.status <> 'voided')::int as entrants,
               count(*) filter (where ${sql.raw(WINDOW_ENTRY_PLAYED_SQL)})::int as played
          from games g where g.match_id = ${tournament.id}`,
  );
  return {
    tournament,
    questionsClosed,
    rows: [],
    you: null,
    entrants: counts?.entrants ?? 0,
    played: counts?.played ?? 0,
  };
}
