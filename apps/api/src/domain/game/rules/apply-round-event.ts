import { ANSWERS, type GameEndReason } from '@gom/contract/socket';
import {
  hasWon,
  nextDeadline,
  type RoundEffect,
  type RoundEvent,
  type RoundMessage,
  type RoundState,
  type RoundTransition,
} from './round-state.ts';

// The transitions of a live game (decisions.md, The game). Every event first lets time pass to its `at`,
// firing whatever deadline fell due before it (the void window, an open question's cutoff, a pause's end),
// so the outcome never depends on when the caller's timer happened to fire: a socket reopened after the
// cutoff but before the tick still finds the game ended `disconnected`. Then the event applies. A refused
// event changes nothing beyond what time itself did and answers its sender with one errorOccurred.
//
// Event times must not go backwards; the caller takes them all from one clock.

export const ROUND_REFUSALS = {
  notStarted: 'The game has not started yet',
  alreadyStarted: 'The game has already started',
  over: 'The game is over',
  voided: 'This game was cancelled because it was not started in time',
  notVoidableYet: 'The game can only be cancelled once its start window has passed',
  invalidAnswer: "answer must be 'goal' or 'miss'",
  noSuchQuestion: 'There is no such question',
  invalidTime: 'Event time must be a number of milliseconds',
  notSentYet: (number: number) => `Question ${number} has not been sent yet`,
  alreadyAnswered: (number: number) => `Question ${number} has already been answered`,
  timeUp: (number: number) => `Time is up for question ${number}`,
} as const;

export function applyRoundEvent(state: RoundState, event: RoundEvent): RoundTransition {
  if (!Number.isFinite(event.at)) return refuse(state, ROUND_REFUSALS.invalidTime);
  const passed = letTimePass(state, event.at);
  const applied = applyAt(passed.state, event);
  return {
    state: applied.state,
    messages: [...passed.messages, ...applied.messages],
    effects: [...passed.effects, ...applied.effects],
  };
}

function applyAt(state: RoundState, event: RoundEvent): RoundTransition {
  switch (event.type) {
    case 'tick':
      return unchanged(state);
    case 'void':
      if (state.phase === 'voided') return unchanged(state); // idempotent for the sweeper
      if (state.phase === 'created') return refuse(state, ROUND_REFUSALS.notVoidableYet);
      return refuse(state, state.phase === 'ended' ? ROUND_REFUSALS.over : ROUND_REFUSALS.alreadyStarted);
    case 'start':
      return start(state, event.at);
    case 'answer':
      return answer(state, event);
    case 'socketOpened':
      return openSocket(state, event.connectionId);
    case 'socketClosed':
      return closeSocket(state, event.connectionId);
  }
}

function start(state: RoundState, at: number): RoundTransition {
  if (state.phase !== 'created') return refuse(state, refusalAfterCreation(state));
  const next = copy(state);
  next.startedAt = at;
  const messages: RoundMessage[] = [{ audience: 'all', type: 'gameStarted' }];
  messages.push(sendQuestion(next, 0, at));
  return { state: next, messages, effects: [] };
}

function answer(state: RoundState, event: Extract<RoundEvent, { type: 'answer' }>): RoundTransition {
  if (!ANSWERS.includes(event.answer)) return refuse(state, ROUND_REFUSALS.invalidAnswer);
  if (state.phase === 'created') return refuse(state, ROUND_REFUSALS.notStarted);
  if (state.phase === 'voided') return refuse(state, ROUND_REFUSALS.voided);

  const index = event.questionIndex ?? state.currentIndex;
  const question = Number.isInteger(index) ? state.questions[index] : undefined;
  const number = index + 1;
  if (state.phase === 'ended') {
    const expired = state.endReason !== 'completed' && index === state.currentIndex && question?.answer === null;
    return refuse(state, expired ? ROUND_REFUSALS.timeUp(number) : ROUND_REFUSALS.over);
  }
  if (!question) return refuse(state, ROUND_REFUSALS.noSuchQuestion);
  if (index > state.currentIndex) return refuse(state, ROUND_REFUSALS.notSentYet(number));
  if (question.answer !== null) return refuse(state, ROUND_REFUSALS.alreadyAnswered(number));
  // Sent, unanswered and not current, or past its cutoff: letTimePass has already ended the game, so this
  // only guards the invariant.
  const cutoff = (question.deadlineAt ?? -Infinity) + state.timing.graceMs;
  if (state.phase !== 'questionOpen' || index !== state.currentIndex || event.at >= cutoff) {
    return refuse(state, ROUND_REFUSALS.timeUp(number));
  }

  const next = copy(state);
  const isCorrect = event.answer === question.outcome;
  next.questions[index] = { ...question, answer: event.answer, answeredAt: event.at, isCorrect };
  if (isCorrect) next.score += 1;
  next.phase = 'pause';
  next.pauseEndsAt = event.at + state.timing.pauseMs;
  return {
    state: next,
    messages: [{ audience: 'all', type: 'questionAnswered', questionIndex: index, clipId: question.clipId, isCorrect }],
    effects: [],
  };
}

function openSocket(state: RoundState, connectionId: string): RoundTransition {
  if (state.phase === 'ended') return refuse(state, ROUND_REFUSALS.over);
  if (state.phase === 'voided') return refuse(state, ROUND_REFUSALS.voided);
  const next = copy(state);
  if (!next.openConnections.includes(connectionId)) next.openConnections.push(connectionId);
  const messages: RoundMessage[] = [];
  const open = state.questions[state.currentIndex];
  // Resuming: the reopened socket gets the open question again with its original deadline, i.e. the time left.
  if (state.phase === 'questionOpen' && open?.deadlineAt != null) {
    messages.push({
      audience: 'sender',
      type: 'questionSent',
      questionIndex: state.currentIndex,
      clipId: open.clipId,
      deadlineAt: open.deadlineAt,
    });
  }
  return { state: next, messages, effects: [] };
}

function closeSocket(state: RoundState, connectionId: string): RoundTransition {
  if (state.phase === 'ended' || state.phase === 'voided' || !state.openConnections.includes(connectionId)) {
    return unchanged(state);
  }
  const next = copy(state);
  next.openConnections = next.openConnections.filter((id) => id !== connectionId);
  return { state: next, messages: [], effects: [] };
}

/** Fires every deadline due at or before `at`, in order. */
function letTimePass(state: RoundState, at: number): RoundTransition {
  let current = state;
  const messages: RoundMessage[] = [];
  const effects: RoundEffect[] = [];
  // Each firing either ends the game or schedules the next deadline after `at`; the bound is a safety net.
  for (let firings = 0; firings <= state.questions.length * 2 + 2; firings += 1) {
    const due = nextDeadline(current);
    if (due === null || at < due) break;
    const fired = fire(current, due, at);
    current = fired.state;
    messages.push(...fired.messages);
    effects.push(...fired.effects);
  }
  return { state: current, messages, effects };
}

function fire(state: RoundState, due: number, at: number): RoundTransition {
  const next = copy(state);
  switch (state.phase) {
    case 'created':
      next.phase = 'voided';
      next.endedAt = due;
      return {
        state: next,
        messages: [{ audience: 'all', type: 'errorOccurred', message: ROUND_REFUSALS.voided }],
        effects: [{ type: 'void' }],
      };
    case 'questionOpen':
      return end(next, next.openConnections.length > 0 ? 'timeout' : 'disconnected', due);
    case 'pause': {
      const following = state.currentIndex + 1;
      if (following >= state.questions.length) return end(next, 'completed', due);
      // Sent now, not when the pause was due: a late timer must not eat into the player's 10 seconds.
      return { state: next, messages: [sendQuestion(next, following, at)], effects: [] };
    }
    case 'ended':
    case 'voided':
      return unchanged(state);
  }
}

/** Mutates `next` (a fresh copy) to send question `index` at `at`. */
function sendQuestion(next: RoundState, index: number, at: number): RoundMessage {
  const question = next.questions[index];
  if (!question) throw new Error(`No question ${index} to send`);
  const deadlineAt = at + next.timing.questionMs;
  next.questions[index] = { ...question, sentAt: at, deadlineAt };
  next.currentIndex = index;
  next.phase = 'questionOpen';
  next.pauseEndsAt = null;
  return { audience: 'all', type: 'questionSent', questionIndex: index, clipId: question.clipId, deadlineAt };
}

/** Mutates `next` (a fresh copy) to end the game; unanswered questions count as incorrect. */
function end(next: RoundState, reason: GameEndReason, at: number): RoundTransition {
  next.phase = 'ended';
  next.endedAt = at;
  next.endReason = reason;
  next.pauseEndsAt = null;
  const totalQuestions = next.questions.length;
  return {
    state: next,
    messages: [{ audience: 'all', type: 'gameEnded', score: next.score, totalQuestions, reason }],
    effects: [{ type: 'settle', score: next.score, totalQuestions, reason, won: hasWon(next) }],
  };
}

function refusalAfterCreation(state: RoundState): string {
  if (state.phase === 'voided') return ROUND_REFUSALS.voided;
  if (state.phase === 'ended') return ROUND_REFUSALS.over;
  return ROUND_REFUSALS.alreadyStarted;
}

function refuse(state: RoundState, message: string): RoundTransition {
  return { state, messages: [{ audience: 'sender', type: 'errorOccurred', message }], effects: [] };
}

function unchanged(state: RoundState): RoundTransition {
  return { state, messages: [], effects: [] };
}

function copy(state: RoundState): RoundState {
  return structuredClone(state);
}
