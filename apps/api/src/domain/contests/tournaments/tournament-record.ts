import type { Difficulty } from '@gom/contract/constants';
import type { TournamentFormat, TournamentStatus } from '@gom/contract/contests';
import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { isUuid } from '../../../db/is-uuid.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { TournamentPace } from './tournament-schedule.ts';

/** A tournament's match row, as the tournaments' functions read it. */
export interface TournamentRecord extends TournamentPace {
  id: string;
  name: string;
  status: TournamentStatus;
  /** 'live': one round on the server's clock; 'window': each entrant plays the set once between startsAt and endsAt. */
  format: TournamentFormat;
  createdBy: string | null;
  currency: CurrencyCode;
  entryFee: bigint;
  difficulty: Difficulty;
  league: string;
  premiumOnly: boolean;
  minEntrants: number;
  maxEntrants: number;
  rakeBasisPoints: number;
  paidPercent: number;
  /** Set at the start, from the entrants then. */
  prizeShares: number[] | null;
  endsAt: Date;
  closedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
}

interface TournamentRow {
  id: string;
  name: string;
  status: TournamentStatus;
  tournament_format: TournamentFormat;
  created_by: string | null;
  currency: CurrencyCode;
  entry_fee: string;
  number_of_questions: number;
  difficulty: Difficulty;
  league: string;
  premium_only: boolean;
  min_entrants: number;
  max_entrants: number;
  rake_basis_points: number;
  paid_percent: number;
  prize_shares: number[] | null;
  starts_at: string | Date;
  question_interval_ms: number;
  ends_at: string | Date;
  closed_at: string | Date | null;
  cancelled_at: string | Date | null;
  cancel_reason: string | null;
}

export const TOURNAMENT_COLUMNS = sql.raw(`m.id, m.name, m.status, m.tournament_format, m.created_by, m.currency,
  m.entry_fee::text as entry_fee, m.number_of_questions, m.difficulty, m.league, m.premium_only, m.min_entrants,
  m.max_entrants, m.rake_basis_points, m.paid_percent, m.prize_shares, m.starts_at, m.question_interval_ms, m.ends_at,
  m.closed_at, m.cancelled_at, m.cancel_reason`);

const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

export function toTournamentRecord(row: TournamentRow): TournamentRecord {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    format: row.tournament_format,
    createdBy: row.created_by,
    currency: row.currency,
    entryFee: BigInt(row.entry_fee),
    numberOfQuestions: row.number_of_questions,
    difficulty: row.difficulty,
    league: row.league,
    premiumOnly: row.premium_only,
    minEntrants: row.min_entrants,
    maxEntrants: row.max_entrants,
    rakeBasisPoints: row.rake_basis_points,
    paidPercent: row.paid_percent,
    prizeShares: row.prize_shares,
    startsAt: new Date(row.starts_at),
    questionIntervalMs: row.question_interval_ms,
    endsAt: new Date(row.ends_at),
    closedAt: dateOrNull(row.closed_at),
    cancelledAt: dateOrNull(row.cancelled_at),
    cancelReason: row.cancel_reason,
  };
}

/**
 * The tournament with this id, or undefined (no such match, or not a tournament). `lock` takes its row lock
 * (FOR UPDATE): entries, the start, the close and a cancellation of one tournament are decided one at a time.
 */
export async function readTournament(options: {
  db: AppDatabase;
  matchId: string;
  lock?: boolean;
}): Promise<TournamentRecord | undefined> {
  if (!isUuid(options.matchId)) return undefined;
  const [row] = await queryRows<TournamentRow>(
    options.db,
    sql`select ${TOURNAMENT_COLUMNS} from matches m where m.id = ${options.matchId} and m.mode = 'tournament'
        ${options.lock ? sql`for update` : sql``}`,
  );
  return row ? toTournamentRecord(row) : undefined;
}

/** Tournaments in the order the list shows them: the next to start first, then the latest ended. */
export async function listTournamentRecords(options: {
  db: AppDatabase;
  statuses: readonly TournamentStatus[];
  limit: number;
}): Promise<TournamentRecord[]> {
  const rows = await queryRows<TournamentRow>(
    options.db,
    sql`select ${TOURNAMENT_COLUMNS} from matches m
         where m.mode = 'tournament' and m.status in (${sql.join(
           options.statuses.map((status) => sql`${status}`),
           sql`, `,
         )})
         order by (m.status in ('scheduled', 'live')) desc,
                  case when m.status in ('scheduled', 'live') then m.starts_at end asc,
                  m.starts_at desc
         limit ${options.limit}`,
  );
  return rows.map(toTournamentRecord);
}
