import type { AvatarColor } from '@gom/contract/players';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { answerTimeMsOfQ } from '../answer-time.ts';

/** One entry's figures over the questions counted so far, with who plays it (for standings and the close). */
export interface EntryScore {
  entryId: string;
  userId: string;
  username: string;
  displayName: string | null;
  avatarColor: AvatarColor | null;
  correct: number;
  answered: number;
  /** The questions answered's times (answer-time.ts), summed. */
  answerTimeMs: number;
  enteredAt: Date;
}

/**
 * Every entry of a match with its figures over its first `questionsCounted` questions (those whose window has
 * closed: an open question's verdicts are never counted, so no table tells anyone an outcome early).
 */
export async function readEntryScores(options: {
  db: AppDatabase;
  matchId: string;
  questionsCounted: number;
}): Promise<EntryScore[]> {
  const rows = await queryRows<{
    entry_id: string;
    user_id: string;
    username: string;
    display_name: string | null;
    avatar_color: string | null;
    correct: number;
    answered: number;
    answer_ms: string;
    entered_at: string | Date;
  }>(
    options.db,
    sql`select g.id as entry_id, g.user_id, u.username, u.display_name, u.avatar_color, g.created_at as entered_at,
               count(*) filter (where q.is_correct)::int as correct,
               count(q.answer)::int as answered,
               coalesce(sum(${answerTimeMsOfQ}) filter (where q.answer is not null), 0)::bigint::text as answer_ms
          from games g
          join users u on u.id = g.user_id
          left join game_questions q on q.game_id = g.id and q.question_index < ${options.questionsCounted}
         where g.match_id = ${options.matchId} and g.status <> 'voided'
         group by g.id, u.id`,
  );
  return rows.map((row) => ({
    entryId: row.entry_id,
    userId: row.user_id,
    username: row.username,
    displayName: row.display_name,
    avatarColor: row.avatar_color as AvatarColor | null,
    correct: row.correct,
    answered: row.answered,
    answerTimeMs: Number(row.answer_ms),
    enteredAt: new Date(row.entered_at),
  }));
}
