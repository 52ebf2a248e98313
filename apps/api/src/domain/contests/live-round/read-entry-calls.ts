import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';

/** One released question as an entry has played it so far. */
export interface EntryCall {
  questionIndex: number;
  answer: 'goal' | 'miss' | null;
  /** The entrant's deadline in force (ms): moved from the latest close once its clipReady came. */
  deadlineAt: number;
}

/** The entry's released questions: what a socket opened mid-round is told of its own calls and clocks. */
export async function readEntryCalls(db: AppDatabase, entryId: string): Promise<EntryCall[]> {
  const rows = await queryRows<{ question_index: number; answer: 'goal' | 'miss' | null; deadline_at: number }>(
    db,
    sql`select question_index, answer, (extract(epoch from deadline_at) * 1000)::float8 as deadline_at
          from game_questions
         where game_id = ${entryId} and sent_at is not null
         order by question_index`,
  );
  return rows.map((row) => ({
    questionIndex: row.question_index,
    answer: row.answer,
    deadlineAt: Math.round(row.deadline_at),
  }));
}
