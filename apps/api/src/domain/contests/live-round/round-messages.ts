import type { MoneyView } from '@gom/contract/money';
import type { TournamentServerMessage } from '@gom/contract/tournament-socket';
import type { IssueMediaPath } from '../../game/build-server-message.ts';
import type { LiveRound } from './load-live-round.ts';
import { STANDINGS_TOP, type RoundTable } from './read-round-table.ts';
import { closeAt } from './round-schedule.ts';

// The live round's server messages, built from what the round knows. Nothing an entrant is sent before a question
// closes says anything of its outcome: questionSent names the pre-answer clip only (its bytes padded like every
// clip's), answerLocked is the same for a right and a wrong call, and the verdict and the gated post-answer links go
// out at the close, to everyone at once.

const iso = (ms: number) => new Date(ms).toISOString();

export function questionSentMessage(options: {
  round: LiveRound;
  questionIndex: number;
  issuePath: IssueMediaPath;
}): TournamentServerMessage {
  const { round, questionIndex, issuePath } = options;
  const question = round.questions[questionIndex];
  if (!question) throw new Error(`tournament ${round.tournamentId} has no clip for question ${questionIndex}`);
  return {
    type: 'questionSent',
    payload: {
      questionIndex,
      preVideoLink: issuePath({ key: question.preVideoKey }),
      deadline: iso(closeAt(round, questionIndex)),
    },
  };
}

/** The question's close as one entrant is sent it: the outcome, their verdict, the reveal and the table. */
export function questionClosedMessage(options: {
  round: LiveRound;
  questionIndex: number;
  entryId: string;
  table: RoundTable;
  issuePath: IssueMediaPath;
}): TournamentServerMessage {
  const { round, questionIndex, entryId, table, issuePath } = options;
  const question = round.questions[questionIndex];
  if (!question) throw new Error(`tournament ${round.tournamentId} has no clip for question ${questionIndex}`);
  const mine = table.byEntry.get(entryId);
  const yourAnswer = mine?.answers[questionIndex] ?? null;
  const gate = (kind: 'post' | 'original') => ({ gameId: entryId, questionIndex, kind });
  return {
    type: 'questionClosed',
    payload: {
      questionIndex,
      outcome: question.outcome,
      yourAnswer,
      isCorrect: yourAnswer === question.outcome,
      postVideoLink: issuePath({ key: question.postVideoKey, gate: gate('post') }),
      originalVideoLink: question.originalUrl ?? issuePath({ key: question.postVideoKey, gate: gate('original') }),
      standings: table.rows.slice(0, STANDINGS_TOP),
      you: mine?.standing ?? null,
      entrants: table.entrants,
    },
  };
}

/** The round's end as one entrant is sent it: the final table and what their place paid. */
export function tournamentEndedMessage(options: {
  entryId: string;
  table: RoundTable;
  currency: string;
}): TournamentServerMessage {
  const { entryId, table, currency } = options;
  const you = table.byEntry.get(entryId)?.standing ?? null;
  const prize: MoneyView = you?.prize ?? { value: 0, currency };
  return { type: 'tournamentEnded', payload: { standings: table.rows.slice(0, STANDINGS_TOP), you, prize } };
}
