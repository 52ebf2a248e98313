import { ANSWERS, type GameEndReason } from '@gom/contract/socket';
import { MAX_RESUME_DOWNTIME_MS } from './game-constants.ts';
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
//
// The fair clock (ADR 0009): a question's 10 s start when its clip can play, not when it is sent. The player's
// `clipReady` starts them at the server's time of that event; without one they start clipWaitMs (3 s) after
// the send. Either way the deadline lands in [sentAt + 10 s, sentAt + 13 s], it is set once, and a
// questionTimer message states it. The player's own clock is never read.

export const ROUND_REFUSALS = {
  notStarted: 'The game has not started yet',
  alreadyStarted: 'The game has already started',
  over: 'The game is over',
  voided: 'This game was cancelled because it was not started in time',
  voidedByBreak: 'This game was cancelled because your safer-play break started; its stake is back in your wallet',
  voidedByDowntime: 'This game was cancelled because our server was down too long; your stake was returned',
  notVoidableYet: 'The game can only be cancelled once its start window has passed',
  invalidAnswer: "answer must be 'goal' or 'miss'",
  noSuchQuestion: 'There is no such question',
  invalidTime: 'Event time must be a number of milliseconds',
  notSentYet: (number: number) => `Question ${number} has not been sent yet`,
  alreadyAnswered: (number: number) => `Question ${number} has already been answered`,
  timeUp: (number: number) => `Time is up for question ${number}`,
} as const;

/** The question's clock has started: its deadline is now final and the players are told. */
function questionTimer(state: RoundState, index: number, audience: RoundMessage['audience']): RoundMessage {
  const deadlineAt = state.questions[index]?.deadlineAt;
  if (deadlineAt == null) throw new Error(`Question ${index} has no deadline`);
  return { audience, type: 'questionTimer', questionIndex: index, deadlineAt };
}

/** What questionSent tells: the deadline once the clock started, else the earliest it can be (provisional). */
function announcedDeadline(state: RoundState, index: number): number {
  const question = state.questions[index];
  if (!question || question.sentAt === null || question.deadlineAt === null) {
    throw new Error(`Question ${index} has not been sent`);
  }
  return question.clockStartedAt === null ? question.sentAt + state.timing.questionMs : question.deadlineAt;
}

export function applyRoundEvent(state: RoundState, event: RoundEvent): RoundTransition {
  if (!Number.isFinite(event.at)) return refuse(state, ROUND_REFUSALS.invalidTime);
  if (event.type === 'resume') return resume(state, event);
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
      if (state.phase === 'created' && event.reason === 'break') {
        return voidNow(state, event.at, ROUND_REFUSALS.voidedByBreak);
      }
      if (state.phase === 'created') return refuse(state, ROUND_REFUSALS.notVoidableYet);
      return refuse(state, state.phase === 'ended' ? ROUND_REFUSALS.over : ROUND_REFUSALS.alreadyStarted);
    case 'start':
      return start(state, event.at);
    case 'answer':
      return answer(state, event);
    case 'clipReady':
      return clipReady(state, event);
    case 'socketOpened':
      return openSocket(state, event.connectionId);
    case 'socketClosed':
      return closeSocket(state, event.connectionId);
    case 'resume':
      return resume(state, event);
  }
}

/**
 * The server serves again after nobody served the game from `servedUntil` to `at` (ADR 0088). What was due while
 * it was served fires at its time; then every pending time of the game (the start window, the open question's
 * send, clock and deadline, the pause's end) moves on by the time nobody served, so the player finds the game
 * as they left it with the time that was left. Down longer than MAX_RESUME_DOWNTIME_MS: voided, stake released.
 */
function resume(state: RoundState, event: Extract<RoundEvent, { type: 'resume' }>): RoundTransition {
  const from = Math.min(Number.isFinite(event.servedUntil) ? event.servedUntil : event.at, event.at);
  const passed = letTimePass(state, from);
  const current = passed.state;
  if (current.phase === 'ended' || current.phase === 'voided') return passed;
  const downtime = event.at - from;
  const next = copy(current);
  if (downtime > MAX_RESUME_DOWNTIME_MS) {
    next.phase = 'voided';
    next.endedAt = event.at;
    next.pauseEndsAt = null;
    return {
      state: next,
      messages: [
        ...passed.messages,
        { audience: 'all', type: 'errorOccurred', message: ROUND_REFUSALS.voidedByDowntime },
      ],
      effects: [...passed.effects, { type: 'void' }],
    };
  }
  if (downtime === 0) return passed;
  const later = (time: number | null) => (time === null ? null : time + downtime);
  if (next.phase === 'created') next.createdAt += downtime;
  if (next.phase === 'pause') next.pauseEndsAt = later(next.pauseEndsAt);
  const open = next.questions[next.currentIndex];
  if (next.phase === 'questionOpen' && open) {
    next.questions[next.currentIndex] = {
      ...open,
      sentAt: later(open.sentAt),
      clockStartedAt: later(open.clockStartedAt),
      deadlineAt: later(open.deadlineAt),
    };
  }
  return { state: next, messages: passed.messages, effects: passed.effects };
}

function start(state: RoundState, at: number): RoundTransition {
  if (state.phase !== 'created') return refuse(state, refusalAfterCreation(state));
  const next = copy(state);
  next.startedAt = at;
  const messages: RoundMessage[] = [{ audience: 'all', type: 'gameStarted' }];
  messages.push(...sendQuestion(next, 0, at));
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

function clipReady(state: RoundState, event: Extract<RoundEvent, { type: 'clipReady' }>): RoundTransition {
  if (state.phase === 'created') return refuse(state, ROUND_REFUSALS.notStarted);
  if (state.phase === 'voided') return refuse(state, ROUND_REFUSALS.voided);
  if (state.phase === 'ended') return refuse(state, ROUND_REFUSALS.over);
  const index = event.questionIndex;
  const question = Number.isInteger(index) ? state.questions[index] : undefined;
  const number = index + 1;
  if (!question) return refuse(state, ROUND_REFUSALS.noSuchQuestion);
  if (index > state.currentIndex) return refuse(state, ROUND_REFUSALS.notSentYet(number));
  if (question.answer !== null) return refuse(state, ROUND_REFUSALS.alreadyAnswered(number));
  if (state.phase !== 'questionOpen' || index !== state.currentIndex || question.sentAt === null) {
    return refuse(state, ROUND_REFUSALS.timeUp(number));
  }
  // Already started (an earlier clipReady, another socket's, or the 3 s cap): nothing moves; the sender is
  // told the deadline again in case it missed it.
  if (question.clockStartedAt !== null)
    return { state, messages: [questionTimer(state, index, 'sender')], effects: [] };
  const next = copy(state);
  // letTimePass has started the clock at the cap if `at` is past it; the clamp only guards the invariant.
  startClock(next, index, Math.min(Math.max(event.at, question.sentAt), question.sentAt + state.timing.clipWaitMs));
  return { state: next, messages: [questionTimer(next, index, 'all')], effects: [] };
}

function openSocket(state: RoundState, connectionId: string): RoundTransition {
  if (state.phase === 'ended') return refuse(state, ROUND_REFUSALS.over);
  if (state.phase === 'voided') return refuse(state, ROUND_REFUSALS.voided);
  const next = copy(state);
  if (!next.openConnections.includes(connectionId)) next.openConnections.push(connectionId);
  const messages: RoundMessage[] = [];
  const open = state.questions[state.currentIndex];
  // Resuming: the reopened socket gets the open question again and, once its clock has started, its deadline
  // (the time left); a clock not started yet still waits for a clipReady or the cap.
  if (state.phase === 'questionOpen' && open?.deadlineAt != null) {
    messages.push({
      audience: 'sender',
      type: 'questionSent',
      questionIndex: state.currentIndex,
      clipId: open.clipId,
      deadlineAt: announcedDeadline(state, state.currentIndex),
    });
    if (open.clockStartedAt !== null) messages.push(questionTimer(state, state.currentIndex, 'sender'));
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
    const fired = fire(current, due);
    current = fired.state;
    messages.push(...fired.messages);
    effects.push(...fired.effects);
  }
  return { state: current, messages, effects };
}

/**
 * What time alone does at `due`: it depends on the state and `due` only, never on when it is applied, so whoever
 * applies it, whenever, derives the same (performance note 0042: a question sent or a clip's clock started by time needs no
 * write of its own).
 */
function fire(state: RoundState, due: number): RoundTransition {
  const next = copy(state);
  switch (state.phase) {
    case 'created':
      return voidNow(state, due, ROUND_REFUSALS.voided);
    case 'questionOpen': {
      // The clip did not say it could play within clipWaitMs: the clock starts now, at the cap.
      if (state.questions[state.currentIndex]?.clockStartedAt === null) {
        startClock(next, state.currentIndex, due);
        return { state: next, messages: [questionTimer(next, state.currentIndex, 'all')], effects: [] };
      }
      return end(next, next.openConnections.length > 0 ? 'timeout' : 'disconnected', due);
    }
    case 'pause': {
      const following = state.currentIndex + 1;
      if (following >= state.questions.length) return end(next, 'completed', due);
      // Sent when the pause ends, whenever that is applied: a late timer eats into the wait for the clip (3 s) at
      // most, never into the 10 s, which start at the player's clipReady (performance note 0042).
      return { state: next, messages: sendQuestion(next, following, due), effects: [] };
    }
    case 'ended':
    case 'voided':
      return unchanged(state);
  }
}

/** The game, not started yet, is voided at `at`: its stake is released and its clips given back (the 'void' effect). */
function voidNow(state: RoundState, at: number, message: string): RoundTransition {
  const next = copy(state);
  next.phase = 'voided';
  next.endedAt = at;
  return { state: next, messages: [{ audience: 'all', type: 'errorOccurred', message }], effects: [{ type: 'void' }] };
}

/**
 * When the game ends or is voided by time alone, if no event of a player's comes first: the first of its deadlines
 * whose firing has effects (a settlement or a void). The deadlines before it only send a question or start a clip's
 * clock, which any reader of the state derives alike at any later time (`fire`), so they need not be stored: this
 * is the wake-up the database keeps for the game (performance note 0042).
 */
export function endsByTimeAt(state: RoundState): number | null {
  let current = state;
  for (let firings = 0; firings <= state.questions.length * 2 + 2; firings += 1) {
    const due = nextDeadline(current);
    if (due === null) return null;
    const fired = fire(current, due);
    if (fired.effects.length > 0) return due;
    current = fired.state;
  }
  return null;
}

/**
 * Mutates `next` (a fresh copy) to send question `index` at `at`. Its clock waits for the clip (clipReady)
 * up to clipWaitMs; meanwhile the deadline in force is the latest it can become.
 */
function sendQuestion(next: RoundState, index: number, at: number): RoundMessage[] {
  const question = next.questions[index];
  if (!question) throw new Error(`No question ${index} to send`);
  const { questionMs, clipWaitMs } = next.timing;
  next.questions[index] = { ...question, sentAt: at, clockStartedAt: null, deadlineAt: at + clipWaitMs + questionMs };
  next.currentIndex = index;
  next.phase = 'questionOpen';
  next.pauseEndsAt = null;
  const sent: RoundMessage = {
    audience: 'all',
    type: 'questionSent',
    questionIndex: index,
    clipId: question.clipId,
    deadlineAt: at + questionMs,
  };
  if (clipWaitMs > 0) return [sent];
  // No wait configured: the clock starts with the send.
  startClock(next, index, at);
  return [sent, questionTimer(next, index, 'all')];
}

/** Mutates `next` (a fresh copy): question `index`'s 10 s start at `at`, which fixes its deadline. */
function startClock(next: RoundState, index: number, at: number): void {
  const question = next.questions[index];
  if (!question || question.sentAt === null) throw new Error(`Question ${index} has not been sent`);
  if (question.clockStartedAt !== null) throw new Error(`Question ${index}'s clock has already started`);
  const { questionMs, clipWaitMs } = next.timing;
  if (at < question.sentAt || at > question.sentAt + clipWaitMs) {
    throw new Error(`Question ${index}'s clock must start within ${clipWaitMs} ms of its send`);
  }
  next.questions[index] = { ...question, clockStartedAt: at, deadlineAt: at + questionMs };
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

/**
 * A copy the transition can change: the state and its arrays are new; a question is replaced, never changed in
 * place (`next.questions[i] = { ...question, … }`), so the question objects are shared. structuredClone did a
 * deep copy at several times the cost, on every event of every live game. The property tests freeze the state
 * they pass in, so a transition that changed anything it was given would throw there.
 */
function copy(state: RoundState): RoundState {
  return { ...state, questions: [...state.questions], openConnections: [...state.openConnections] };
}
