import { ENTRANT_CALLS_BEFORE_CLOSE_MESSAGE, ENTRANT_NOT_FOUND_MESSAGE } from '@gom/contract/contests';
import type { AvatarColor } from '@gom/contract/players';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { DomainError } from '../../domain-error.ts';
import { answerTimeMsOfQ } from '../answer-time.ts';
import { TOURNAMENT_NOT_FOUND_MESSAGE } from './tournament-constants.ts';
import { readTournament } from './tournament-record.ts';

export interface EntrantCallRecord {
  questionIndex: number;
  answer: 'goal' | 'miss' | null;
  isCorrect: boolean | null;
  answerMs: number | null;
}

export interface EntrantCallsRecord {
  tournamentId: string;
  userId: string;
  username: string;
  displayName: string | null;
  avatarColor: AvatarColor | null;
  calls: EntrantCallRecord[];
}

/**
 * One entrant's calls, question by question, for anyone signed in once the tournament has closed: the final table
 * says who won, this says how. Refused before the close, whatever the format: an open question's verdicts (and, in a
 * playing window, any entrant's) would tell the outcome to those still to call it. An answer's time is the table's
 * (../answer-time.ts); a question the entrant never got or never called has no call.
 */
export async function readEntrantCalls(options: {
  db: AppDatabase;
  matchId: string;
  userId: string;
}): Promise<EntrantCallsRecord> {
  const { db, matchId, userId } = options;
  const tournament = await readTournament({ db, matchId });
  if (!tournament) throw new DomainError('NOT_FOUND', TOURNAMENT_NOT_FOUND_MESSAGE);
  if (tournament.status !== 'closed') throw new DomainError('BUSINESS_RULE', ENTRANT_CALLS_BEFORE_CLOSE_MESSAGE);
  const rows = await queryRows<{
    username: string;
    display_name: string | null;
    avatar_color: string | null;
    question_index: number | null;
    answer: 'goal' | 'miss' | null;
    is_correct: boolean | null;
    answer_ms: number | null;
  }>(
    db,
    sql`select u.username, u.display_name, u.avatar_color, q.question_index, q.answer,
               case when q.answer is not null then q.is_correct end as is_correct,
               case when q.answer is not null then round(${answerTimeMsOfQ})::int end as answer_ms
          from games g
          join users u on u.id = g.user_id
          left join game_questions q on q.game_id = g.id
         -- mode <> 'solo': the contest entries' unique index on (match_id, user_id) answers it.
         where g.match_id = ${matchId} and g.user_id = ${userId} and g.mode <> 'solo' and g.status <> 'voided'
         order by q.question_index`,
  );
  const [entrant] = rows;
  if (!entrant) throw new DomainError('NOT_FOUND', ENTRANT_NOT_FOUND_MESSAGE);
  const played = new Map(rows.filter((row) => row.question_index !== null).map((row) => [row.question_index, row]));
  return {
    tournamentId: matchId,
    userId,
    username: entrant.username,
    displayName: entrant.display_name,
    avatarColor: entrant.avatar_color as AvatarColor | null,
    calls: Array.from({ length: tournament.numberOfQuestions }, (_, questionIndex) => {
      const row = played.get(questionIndex);
      return {
        questionIndex,
        answer: row?.answer ?? null,
        isCorrect: row?.is_correct ?? null,
        answerMs: row?.answer_ms ?? null,
      };
    }),
  };
}
