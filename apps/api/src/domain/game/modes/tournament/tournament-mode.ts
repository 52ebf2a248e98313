import type { Answer } from '@gom/contract/socket';
import type { AppDatabase } from '../../../../db/client.ts';
import type { Clock } from '../../../../lib/clock.ts';
import { closeTournament, type CloseOutcome } from '../../../contests/tournaments/close-tournament.ts';
import { enterTournament, type EnterTournamentOptions } from '../../../contests/tournaments/enter-tournament.ts';
import { TOURNAMENT_WINDOW_CLOSE_MS } from '../../../contests/tournaments/tournament-constants.ts';
import type { FreshClip } from '../../../clips/generation/simulate-fresh-clip.ts';
import type { MatchModeModule } from '../match-mode.ts';
import { planTournamentClipSet } from './plan-tournament-clip-set.ts';

/** One entrant's question as the live round holds it: its window and whether it was answered. */
export interface TournamentQuestionWindow {
  questionIndex: number;
  releasedAt: Date;
  /** This entrant's deadline (its clock start + 10 s; the clock starts by release + 3 s at the latest). */
  deadlineAt: Date;
  answered: boolean;
  outcome: Answer;
}

export interface TournamentAnswerEvent {
  questionIndex: number;
  answer: Answer;
}

/** The verdict on one answer: taken (inside the window, the first one) and right or wrong, or refused. */
export type TournamentAnswerDecision =
  | { accepted: true; questionIndex: number; answer: Answer; isCorrect: boolean; windowClosesAt: Date }
  | { accepted: false; questionIndex: number; reason: 'notReleased' | 'late' | 'answered' };

export interface TournamentTypes {
  plan: { db: AppDatabase; clock: Clock; matchId: string; simulated: readonly FreshClip[] };
  admit: EnterTournamentOptions;
  admission: { entryId: string };
  entry: TournamentQuestionWindow;
  event: TournamentAnswerEvent;
  decision: TournamentAnswerDecision;
  settle: { db: AppDatabase; clock: Clock; matchId: string };
  settlement: CloseOutcome;
}

/** An answer judged on the server's clock on receipt: after the release, by this entrant's deadline, once. */
export function judgeTournamentAnswer(
  question: TournamentQuestionWindow,
  now: Date,
  event: TournamentAnswerEvent,
): TournamentAnswerDecision {
  const { questionIndex } = event;
  if (now.getTime() < question.releasedAt.getTime()) return { accepted: false, questionIndex, reason: 'notReleased' };
  if (now.getTime() > question.deadlineAt.getTime()) return { accepted: false, questionIndex, reason: 'late' };
  if (question.answered) return { accepted: false, questionIndex, reason: 'answered' };
  return {
    accepted: true,
    questionIndex,
    answer: event.answer,
    isCorrect: event.answer === question.outcome,
    windowClosesAt: new Date(question.releasedAt.getTime() + TOURNAMENT_WINDOW_CLOSE_MS),
  };
}

/**
 * The tournament mode (decision 0150): its clip set is simulated for it and reserved for the match alone, an entry
 * is admitted by enterTournament's rules (scheduled, not full, Premium where it says, the fee held), an answer is
 * judged against the entrant's own window on the server's clock, the match is never over by one answer (its end is
 * its schedule's: the last window's close), and it settles by closeTournament: the pool paid by rank in one transfer.
 */
export const tournamentMode: MatchModeModule<TournamentTypes> = {
  mode: 'tournament',
  planClipSet: planTournamentClipSet,
  admit: enterTournament,
  applyEvent: judgeTournamentAnswer,
  isOver: () => false,
  settle: async (options) => closeTournament(options),
};
