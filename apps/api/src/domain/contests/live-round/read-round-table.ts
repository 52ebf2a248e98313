import type { Standing } from '@gom/contract/contests';
import type { MoneyView } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { fromMinorUnits } from '../../ledger/minor-units.ts';
import { rankEntries, type RankableEntry, type RankedEntry } from '../rank-entries.ts';
import { ANSWER_WINDOW_MS } from './round-schedule.ts';

/** How many rows of the table every entrant is sent (and their own row beside it). */
export const STANDINGS_TOP = 10;

/** The round's table after some questions closed: every entry ranked, with each one's calls. */
export interface RoundTable {
  entrants: number;
  /** Ranked, best first. */
  rows: Standing[];
  /** Each entry's row and its calls by question index (null where none was made). */
  byEntry: Map<string, { standing: Standing; answers: Array<'goal' | 'miss' | null> }>;
  /** The ranking as the prize split takes it, with each entry's wallet. */
  ranked: RankedEntry<RankableEntry & { walletId: string }>[];
}

interface EntryRow {
  entry_id: string;
  wallet_id: string;
  user_id: string;
  username: string;
  display_name: string | null;
  avatar_color: Standing['avatarColor'];
  entered_at: string | Date;
  correct: number;
  answered: number;
  total_answer_ms: number;
  answers: Array<[number, 'goal' | 'miss']> | null;
}

/**
 * The table over the first `questionsClosed` questions, in one query for the whole tournament (one per process per
 * close, whatever its sockets): correct answers, answered questions and the sum of answer times, ranked by the
 * contests' ranking. `prizes` (minor units by entry) fills each row's prize once the tournament has closed.
 */
export async function readRoundTable(options: {
  db: AppDatabase;
  tournamentId: string;
  questionsClosed: number;
  currency: string;
  prizes?: Map<string, bigint>;
}): Promise<RoundTable> {
  const { db, tournamentId, questionsClosed, currency, prizes } = options;
  const rows = await queryRows<EntryRow>(
    db,
    sql`select g.id as entry_id, g.wallet_id, u.id as user_id, u.username, u.display_name, u.avatar_color,
               g.created_at as entered_at,
               count(*) filter (where q.is_correct)::int as correct,
               count(q.answered_at)::int as answered,
               coalesce(sum(round(extract(epoch from
                 (q.answered_at - (q.deadline_at - ${`${ANSWER_WINDOW_MS} milliseconds`}::interval))) * 1000)), 0)::float8
                 as total_answer_ms,
               json_agg(json_build_array(q.question_index, q.answer)) filter (where q.answer is not null) as answers
          from games g
          join users u on u.id = g.user_id
          left join game_questions q on q.game_id = g.id and q.question_index < ${questionsClosed}
         where g.match_id = ${tournamentId} and g.mode = 'tournament' and g.status <> 'voided'
         group by g.id, u.id`,
  );
  const ranked = rankEntries(
    rows.map((row) => ({
      row,
      entryId: row.entry_id,
      walletId: row.wallet_id,
      correct: row.correct,
      answerTimeMs: row.total_answer_ms,
      enteredAt: new Date(row.entered_at),
    })),
  );
  const money = (minor: bigint): MoneyView => ({ value: fromMinorUnits(minor, currency), currency });
  const byEntry: RoundTable['byEntry'] = new Map();
  const standings = ranked.map(({ entry, place }) => {
    const { row } = entry;
    const standing: Standing = {
      userId: row.user_id,
      username: row.username,
      displayName: row.display_name,
      avatarColor: row.avatar_color,
      rank: place,
      correct: row.correct,
      answered: row.answered,
      totalAnswerMs: Math.round(row.total_answer_ms),
      prize: prizes ? money(prizes.get(row.entry_id) ?? 0n) : null,
    };
    const answers: Array<'goal' | 'miss' | null> = Array.from({ length: questionsClosed }, () => null);
    for (const [index, answer] of row.answers ?? []) answers[index] = answer;
    byEntry.set(row.entry_id, { standing, answers });
    return standing;
  });
  return { entrants: rows.length, rows: standings, byEntry, ranked };
}
