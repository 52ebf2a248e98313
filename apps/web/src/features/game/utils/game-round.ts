import type { Answer, GameEndedPayload, Question } from '@gom/contract/socket';

// The game area's state for one game (spec §4): not started, then started on gameStarted; per question,
// awaiting an answer, then answered when the answer is sent, then the result once questionAnswered comes.
// A question whose index equals the current one is ignored (a re-send after a reconnect keeps the clip
// playing and the clock running); a new question resets the answer state.
// The fair clock (ADR 0009): a new question's countdown waits, at 10, until the server's questionTimer says
// when its 10 s end (they start when the clip can play, at most 3 s after the question was sent).

export type AnswerResult = { isCorrect: boolean; postVideoLink: string; originalVideoLink: string };
/** The server's gameEnded payload: the score and the money result as settled. */
export type GameEnd = GameEndedPayload;

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
  ended: GameEnd | null;
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
  ended: null,
};

export type RoundAction =
  | { type: 'started' }
  | { type: 'questionSent'; questionIndex: number; question: Question }
  | { type: 'questionTimer'; questionIndex: number; deadlineMs: number }
  | { type: 'answerSent'; answer: Answer }
  | { type: 'answerResult'; result: AnswerResult }
  | { type: 'timeUp' }
  | { type: 'ended'; end: GameEnd };

/** Whether the player may still call the current question. */
export function canAnswer(state: RoundState): boolean {
  return state.question !== null && state.answer === null && state.result === null && !state.timeUp && !state.ended;
}

/** Returns the same object when the action changes nothing, so callers can tell an ignored message. */
export function reduceRound(state: RoundState, action: RoundAction): RoundState {
  switch (action.type) {
    case 'started':
      return state.started ? state : { ...state, started: true };
    case 'questionSent':
      if (action.questionIndex === state.questionIndex || state.ended) return state;
      return {
        ...state,
        // A question re-sent after a reconnect may be the first message this page sees of a started game.
        started: true,
        questionIndex: action.questionIndex,
        question: action.question,
        deadlineMs: null,
        answer: null,
        result: null,
        timeUp: false,
      };
    case 'questionTimer':
      // Only the current question's, and only while it is being played.
      if (action.questionIndex !== state.questionIndex || state.ended || state.deadlineMs === action.deadlineMs) {
        return state;
      }
      return { ...state, deadlineMs: action.deadlineMs };
    case 'answerSent':
      return canAnswer(state) ? { ...state, answer: action.answer } : state;
    case 'answerResult':
      if (state.question === null || state.result !== null) return state;
      return { ...state, result: action.result, outcomes: [...state.outcomes, action.result.isCorrect] };
    case 'timeUp':
      return canAnswer(state) ? { ...state, timeUp: true } : state;
    case 'ended':
      return state.ended ? state : { ...state, ended: action.end };
  }
}
