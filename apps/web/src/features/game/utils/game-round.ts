import type { Answer, EntryEndedPayload, GameEndedPayload, Question } from '@gom/contract/socket';

// The game area's state for one game (spec §4): not started, then started on gameStarted; per question,
// awaiting an answer, then answered when the answer is sent, then the result once questionAnswered comes.
// A question whose index equals the current one is ignored (a re-send after a reconnect keeps the clip
// playing and the clock running); a new question resets the answer state.
// The fair clock (ADR 0009): a new question's countdown waits, at 10, until the server's questionTimer says
// when its 10 s end (they start when the clip can play, at most 3 s after the question was sent).
// A tournament's playing-window entry is told no verdict (decision 0173): its call is locked in (answerLocked) and
// its end (entryEnded) names when the results come, the window's close.

export type AnswerResult = { isCorrect: boolean; postVideoLink: string; originalVideoLink: string };
/** The server's gameEnded payload: the score and the money result as settled. */
export type GameEnd = GameEndedPayload;
/** A contest entry's end with its results withheld to the close: no score. */
export type EntryEnd = EntryEndedPayload;

export type RoundState = {
  started: boolean;
  /** 0-based index of the current question; -1 before the first. */
  questionIndex: number;
  question: Question | null;
  /** When the current question closes, on our clock (see server-clock.ts); null until its questionTimer. */
  deadlineMs: number | null;
  answer: Answer | null;
  result: AnswerResult | null;
  timeUp: boolean;
  /** Whether each answered question was called right, in order. */
  outcomes: boolean[];
  /** The current call is locked in, its verdict withheld to the contest's close. */
  locked: boolean;
  /** Calls locked in so far (they are settled questions, though their verdicts are not known here). */
  lockedCalls: number;
  ended: GameEnd | null;
  entryEnded: EntryEnd | null;
};

export const INITIAL_ROUND: RoundState = {
  started: false,
  questionIndex: -1,
  question: null,
  deadlineMs: null,
  answer: null,
  result: null,
  timeUp: false,
  outcomes: [],
  locked: false,
  lockedCalls: 0,
  ended: null,
  entryEnded: null,
};

export type RoundAction =
  | { type: 'started' }
  | { type: 'questionSent'; questionIndex: number; question: Question }
  | { type: 'questionTimer'; questionIndex: number; deadlineMs: number }
  | { type: 'answerSent'; answer: Answer }
  | { type: 'answerResult'; result: AnswerResult }
  | { type: 'answerLocked'; questionIndex: number; answer: Answer }
  | { type: 'timeUp' }
  | { type: 'ended'; end: GameEnd }
  | { type: 'entryEnded'; end: EntryEnd };

/** Whether the player may still call the current question. */
export function canAnswer(state: RoundState): boolean {
  return (
    state.question !== null &&
    state.answer === null &&
    state.result === null &&
    !state.locked &&
    !state.timeUp &&
    !isOver(state)
  );
}

/** The game has ended, its result told or withheld. */
export function isOver(state: RoundState): boolean {
  return state.ended !== null || state.entryEnded !== null;
}

/** Returns the same object when the action changes nothing, so callers can tell an ignored message. */
export function reduceRound(state: RoundState, action: RoundAction): RoundState {
  switch (action.type) {
    case 'started':
      return state.started ? state : { ...state, started: true };
    case 'questionSent':
      if (action.questionIndex === state.questionIndex || isOver(state)) return state;
      return {
        ...state,
        // A question re-sent after a reconnect may be the first message this page sees of a started game.
        started: true,
        questionIndex: action.questionIndex,
        question: action.question,
        deadlineMs: null,
        answer: null,
        result: null,
        locked: false,
        timeUp: false,
      };
    case 'questionTimer':
      // Only the current question's, and only while it is being played.
      if (action.questionIndex !== state.questionIndex || isOver(state) || state.deadlineMs === action.deadlineMs) {
        return state;
      }
      return { ...state, deadlineMs: action.deadlineMs };
    case 'answerSent':
      return canAnswer(state) ? { ...state, answer: action.answer } : state;
    case 'answerResult':
      if (state.question === null || state.result !== null) return state;
      return { ...state, result: action.result, outcomes: [...state.outcomes, action.result.isCorrect] };
    case 'answerLocked':
      // The current question's call only, once; the server's word on what was called.
      if (state.question === null || action.questionIndex !== state.questionIndex || state.locked) return state;
      return { ...state, answer: action.answer, locked: true, lockedCalls: state.lockedCalls + 1 };
    case 'timeUp':
      return canAnswer(state) ? { ...state, timeUp: true } : state;
    case 'ended':
      return isOver(state) ? state : { ...state, ended: action.end };
    case 'entryEnded':
      return isOver(state) ? state : { ...state, entryEnded: action.end };
  }
}
