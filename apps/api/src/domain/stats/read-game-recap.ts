import { WINDOW_RESULTS_WITHHELD_MESSAGE } from '@gom/contract/contests';
import type { Answer } from '@gom/contract/socket';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { queryRows } from '../../db/query-rows.ts';
import { DomainError } from '../domain-error.ts';
import { readGameResult, type GameResult } from '../game/read-game-result.ts';

// A settled game question by question, for the results screen's recap and its share card. The money is read
// back as settlement wrote it (readGameResult, the same figures gameEnded states); a clip's outcome and its
// post-answer video are told only for a question the player called (the post video's media gate opens on the
// answer), and a question never sent names no clip at all: a recap gives nothing away that the game did not.

export const GAME_NOT_FOUND_MESSAGE = 'Game not found';

export interface GameRecapQuestionEntry {
  questionIndex: number;
  sent: boolean;
  answer: Answer | null;
  outcome: Answer | null;
  isCorrect: boolean | null;
  /** Storage keys, for the route to sign: the post video only once called, the poster once sent. */
  postVideoKey: string | null;
  posterKey: string | null;
}

export interface GameRecapEntry {
  id: string;
  endedAt: Date;
  league: string;
  oddsHundredths: number;
  result: GameResult;
  winningsTransaction: { id: string; reference: string } | null;
  questions: GameRecapQuestionEntry[];
}

interface GameRow {
  ended_at: Date | string;
  league: string;
  odds_hundredths: number;
}

interface QuestionRow {
  question_index: number;
  answer: Answer | null;
  is_correct: boolean | null;
  sent: boolean;
  outcome: Answer;
  post_video_key: string | null;
  poster_key: string | null;
}

export interface ReadGameRecapOptions {
  db: AppDatabase;
  userId: string;
  gameId: string;
}

/**
 * The recap of the player's own ended game; 404 for a game that is not theirs, not ended, or not there; 422 for a
 * playing window's entry before its tournament's close.
 */
export async function readGameRecap({ db, userId, gameId }: ReadGameRecapOptions): Promise<GameRecapEntry> {
  const notFound = () => new DomainError('NOT_FOUND', GAME_NOT_FOUND_MESSAGE);
  if (!isUuid(gameId)) throw notFound();
  const [game] = await queryRows<GameRow>(
    db,
    sql`select ended_at, league, odds_hundredths from games
         where id = ${gameId} and user_id = ${userId} and status = 'ended'`,
  );
  if (!game) throw notFound();
  const result = await readGameResult({ db, gameId });
  if (!result) throw notFound();
  // A playing window's entry is told its answers' verdicts at the tournament's close, here as on its socket.
  if (result.withheldUntil) throw new DomainError('BUSINESS_RULE', WINDOW_RESULTS_WITHHELD_MESSAGE);
  const [questions, [winnings]] = await Promise.all([
    queryRows<QuestionRow>(
      db,
      sql`select q.question_index, q.answer, q.is_correct, q.sent_at is not null as sent,
                 c.outcome, c.post_video_key, c.poster_key
            from game_questions q join clips c on c.id = q.clip_id
           where q.game_id = ${gameId}
           order by q.question_index`,
    ),
    result.winningsTransactionId
      ? queryRows<{ id: string; reference: string }>(
          db,
          sql`select id, reference from money_transactions
               where id = ${result.winningsTransactionId} and user_id = ${userId}`,
        )
      : Promise.resolve([]),
  ]);
  return {
    id: gameId,
    endedAt: new Date(game.ended_at),
    league: game.league,
    oddsHundredths: game.odds_hundredths,
    result,
    winningsTransaction: winnings ?? null,
    questions: questions.map((row) => {
      const called = row.answer !== null;
      return {
        questionIndex: row.question_index,
        sent: row.sent,
        answer: row.answer,
        outcome: called ? row.outcome : null,
        isCorrect: called ? row.is_correct : null,
        postVideoKey: called ? row.post_video_key : null,
        posterKey: row.sent ? row.poster_key : null,
      };
    }),
  };
}
