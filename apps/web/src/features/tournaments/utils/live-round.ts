import type { Standing, TournamentStatus } from '@gom/contract/contests';
import type { MoneyView } from '@gom/contract/money';
import type { Answer } from '@gom/contract/socket';
import type { TournamentServerMessage } from '@gom/contract/tournament-socket';

// The live round as this entrant sees it, built from the socket's messages alone (the server is the authority on
// every figure and every moment). Pure: `applyRoundMessage(state, message, receivedAt)` is the whole of it.
//
// A question goes: open (the clip plays, GOAL/MISS) → locked (the call is in, "Locked in") → closed (everyone's
// window is over: the outcome, the verdict, the reveal, the table). A reconnect's `roundState` brings the calls
// already made, so a question sent again after it stays locked.

export type OpenQuestion = {
  questionIndex: number;
  preVideoLink: string;
  /** On the server's clock (ISO): release + 13 s until `questionTimer` gives this entrant's own deadline. */
  deadline: string;
  /** Whether `questionTimer` has given the final deadline (the clip has played here). */
  timerStarted: boolean;
  phase: 'open' | 'locked' | 'closed';
  answer: Answer | null;
};

export type ClosedQuestion = {
  questionIndex: number;
  answer: Answer | null;
  outcome: Answer;
  isCorrect: boolean;
  postVideoLink: string;
  originalVideoLink: string;
};

export type LiveRoundState = {
  connected: boolean;
  status: TournamentStatus | null;
  startsAt: string | null;
  numberOfQuestions: number;
  questionIntervalMs: number;
  /** Server − local, ms, from the latest `roundState`. */
  offsetMs: number;
  questionsClosed: number;
  /** The caller's calls by question, as the server last said them. */
  yourAnswers: Array<Answer | null>;
  question: OpenQuestion | null;
  closed: ClosedQuestion[];
  standings: Standing[];
  you: Standing | null;
  entrants: number;
  prize: MoneyView | null;
  error: string | null;
};

export const INITIAL_ROUND_STATE: LiveRoundState = {
  connected: false,
  status: null,
  startsAt: null,
  numberOfQuestions: 0,
  questionIntervalMs: 0,
  offsetMs: 0,
  questionsClosed: 0,
  yourAnswers: [],
  question: null,
  closed: [],
  standings: [],
  you: null,
  entrants: 0,
  prize: null,
  error: null,
};

function withAnswer(answers: Array<Answer | null>, index: number, answer: Answer | null): Array<Answer | null> {
  const next = [...answers];
  while (next.length <= index) next.push(null);
  next[index] = answer;
  return next;
}

export function applyRoundMessage(
  state: LiveRoundState,
  message: TournamentServerMessage,
  receivedAt: number,
): LiveRoundState {
  switch (message.type) {
    case 'roundState': {
      const round = message.payload;
      return {
        ...state,
        connected: true,
        status: round.status,
        startsAt: round.startsAt,
        numberOfQuestions: round.numberOfQuestions,
        questionIntervalMs: round.questionIntervalMs,
        offsetMs: Date.parse(round.serverTime) - receivedAt,
        questionsClosed: round.questionsClosed,
        yourAnswers: round.yourAnswers,
        error: null,
      };
    }
    case 'questionSent': {
      const { questionIndex, preVideoLink, deadline } = message.payload;
      // The same question again (a reconnect): keep what this screen already knows of it.
      if (state.question?.questionIndex === questionIndex) {
        return { ...state, question: { ...state.question, preVideoLink } };
      }
      const answer = state.yourAnswers[questionIndex] ?? null;
      return {
        ...state,
        status: 'live',
        // A refusal speaks of the question it answered: the next one starts clean.
        error: null,
        question: {
          questionIndex,
          preVideoLink,
          deadline,
          timerStarted: false,
          phase: answer ? 'locked' : 'open',
          answer,
        },
      };
    }
    case 'questionTimer': {
      const { question } = state;
      if (question?.questionIndex !== message.payload.questionIndex) return state;
      return { ...state, question: { ...question, deadline: message.payload.deadline, timerStarted: true } };
    }
    case 'answerLocked': {
      const { questionIndex, answer } = message.payload;
      const { question } = state;
      return {
        ...state,
        yourAnswers: withAnswer(state.yourAnswers, questionIndex, answer),
        question:
          question?.questionIndex === questionIndex && question.phase !== 'closed'
            ? { ...question, phase: 'locked', answer }
            : question,
      };
    }
    case 'questionClosed': {
      const closing = message.payload;
      const entry: ClosedQuestion = {
        questionIndex: closing.questionIndex,
        answer: closing.yourAnswer,
        outcome: closing.outcome,
        isCorrect: closing.isCorrect,
        postVideoLink: closing.postVideoLink,
        originalVideoLink: closing.originalVideoLink,
      };
      const { question } = state;
      return {
        ...state,
        questionsClosed: Math.max(state.questionsClosed, closing.questionIndex + 1),
        yourAnswers: withAnswer(state.yourAnswers, closing.questionIndex, closing.yourAnswer),
        closed: [...state.closed.filter((done) => done.questionIndex !== closing.questionIndex), entry].sort(
          (a, b) => a.questionIndex - b.questionIndex,
        ),
        question:
          question?.questionIndex === closing.questionIndex
            ? { ...question, phase: 'closed', answer: closing.yourAnswer }
            : question,
        standings: closing.standings,
        you: closing.you,
        entrants: closing.entrants,
      };
    }
    case 'tournamentEnded':
      return {
        ...state,
        status: 'closed',
        standings: message.payload.standings,
        you: message.payload.you,
        prize: message.payload.prize,
      };
    case 'errorOccurred':
      return { ...state, error: message.payload.message };
  }
}

/** The closed question the reveal shows: the current one once its window is over. */
export function revealOf(state: LiveRoundState): ClosedQuestion | null {
  const { question } = state;
  if (question?.phase !== 'closed') return null;
  return state.closed.find((done) => done.questionIndex === question.questionIndex) ?? null;
}

/** A moment on the server's clock (ISO) as this device's Date.now() reads it. */
export function toLocalTime(iso: string, offsetMs: number): number {
  return Date.parse(iso) - offsetMs;
}
