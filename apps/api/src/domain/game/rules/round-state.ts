import type { Answer, GameEndReason } from '@gom/contract/socket';
import { DEFAULT_ROUND_TIMING, MAX_CLIP_WAIT_MS, MAX_GRACE_MS, type RoundTiming } from './game-constants.ts';
import type { ClipOutcome } from './reference-accuracy.ts';

// The state of one live game, as a plain JSON-serialisable object: it is stored in PostgreSQL so that any
// process can resume the game, and the next moment it needs waking up is derived from it (nextDeadline).
// Times are milliseconds since the epoch on the server's clock; the server is the only authority on time.
// The transitions live in apply-round-event.ts.
//
// Phases: created → (start) questionOpen ⇄ pause → … → ended, or created → voided.
// Invariants: score = number of questions answered correctly ≤ questions answered; a game ends once;
// a question is answered at most once and only while it is open (before deadlineAt + graceMs); a sent
// question's clock starts once, at clockStartedAt ∈ [sentAt, sentAt + clipWaitMs], so its deadline is always
// within [sentAt + questionMs, sentAt + clipWaitMs + questionMs] (the fair clock, ADR 0009).

export type RoundPhase = 'created' | 'questionOpen' | 'pause' | 'ended' | 'voided';

export type RoundQuestion = {
  clipId: string;
  /** Never sent before the question is answered: it is what the player must call. */
  outcome: ClipOutcome;
  sentAt: number | null;
  /**
   * When the question's 10 s began: the server's time of the player's `clipReady`, or sentAt + clipWaitMs if
   * none came first. Null until then (the clip is still loading).
   */
  clockStartedAt: number | null;
  /**
   * The deadline in force; answers are accepted until deadlineAt + graceMs. clockStartedAt + questionMs once
   * the clock started; before, the latest it can become (sentAt + clipWaitMs + questionMs).
   */
  deadlineAt: number | null;
  answer: Answer | null;
  answeredAt: number | null;
  isCorrect: boolean | null;
};

export type RoundState = {
  phase: RoundPhase;
  /** The timing this game was created with, kept so a resumed game plays by the same numbers. */
  timing: RoundTiming;
  /** Correct calls needed to win (contract passMark). */
  passMark: number;
  createdAt: number;
  startedAt: number | null;
  questions: RoundQuestion[];
  /** Index of the latest question sent; -1 before the first. */
  currentIndex: number;
  /** During a pause: when the next question (or, after the last, the end) is due. */
  pauseEndsAt: number | null;
  /** Ids the caller gave its open sockets; none open when a question expires means `disconnected`. */
  openConnections: string[];
  score: number;
  endedAt: number | null;
  endReason: GameEndReason | null;
};

/** Who a message goes to: every open socket of the game, or only the one whose event caused it. */
export type MessageAudience = 'all' | 'sender';

/**
 * A server message of `@gom/contract/socket`, with the data the caller needs to fill in its payload: the
 * caller maps `clipId` to signed media links and `deadlineAt` to an ISO time. questionSent's deadlineAt is the
 * earliest the deadline can be (provisional until a questionTimer states it); questionTimer's is final.
 */
export type RoundMessage = { audience: MessageAudience } & (
  | { type: 'gameStarted' }
  | { type: 'questionSent'; questionIndex: number; clipId: string; deadlineAt: number }
  | { type: 'questionTimer'; questionIndex: number; deadlineAt: number }
  | { type: 'questionAnswered'; questionIndex: number; clipId: string; isCorrect: boolean }
  /** A contest entry's answer in place of questionAnswered (its verdict withheld to the close: modes/window-tournament). */
  | { type: 'answerLocked'; questionIndex: number; answer: Answer }
  | { type: 'gameEnded'; score: number; totalQuestions: number; reason: GameEndReason }
  | { type: 'errorOccurred'; message: string }
);

/** What the caller must do, in the same database transaction as storing the new state. */
export type RoundEffect =
  { type: 'settle'; score: number; totalQuestions: number; reason: GameEndReason; won: boolean } | { type: 'void' };

export type RoundEvent =
  | { type: 'start'; at: number }
  /** questionIndex is optional: the wire's answerQuestion carries none and means the current question. */
  | { type: 'answer'; at: number; answer: Answer; questionIndex?: number }
  /** The player's clip for this question can play; `at` (the server's time) may start its clock. */
  | { type: 'clipReady'; at: number; questionIndex: number }
  | { type: 'tick'; at: number }
  | { type: 'socketOpened'; at: number; connectionId: string }
  | { type: 'socketClosed'; at: number; connectionId: string }
  /**
   * The sweeper's void of a game past its start window; with reason 'break', the player's safer-play break
   * started, which voids a game not started yet at once.
   */
  | { type: 'void'; at: number; reason?: 'break' }
  /**
   * The game server is serving again after nobody served this game from `servedUntil` (the last moment a process
   * was known to serve games) until `at`: that time is given back to the player (ADR 0088).
   */
  | { type: 'resume'; at: number; servedUntil: number };

export type RoundTransition = { state: RoundState; messages: RoundMessage[]; effects: RoundEffect[] };

export type CreateRoundStateOptions = {
  createdAt: number;
  clips: readonly { clipId: string; outcome: ClipOutcome }[];
  passMark: number;
  timing?: Partial<RoundTiming>;
};

export function createRoundState({ createdAt, clips, passMark, timing }: CreateRoundStateOptions): RoundState {
  const resolved = { ...DEFAULT_ROUND_TIMING, ...timing };
  if (resolved.graceMs < 0 || resolved.graceMs > MAX_GRACE_MS) {
    throw new RangeError(`graceMs must be between 0 and ${MAX_GRACE_MS}, got ${resolved.graceMs}`);
  }
  if (!(resolved.clipWaitMs >= 0 && resolved.clipWaitMs <= MAX_CLIP_WAIT_MS)) {
    throw new RangeError(`clipWaitMs must be between 0 and ${MAX_CLIP_WAIT_MS}, got ${resolved.clipWaitMs}`);
  }
  if (clips.length === 0) throw new RangeError('A game needs at least one clip');
  if (!Number.isFinite(createdAt)) throw new RangeError('createdAt must be a time in milliseconds');
  return {
    phase: 'created',
    timing: resolved,
    passMark,
    createdAt,
    startedAt: null,
    questions: clips.map(({ clipId, outcome }) => ({
      clipId,
      outcome,
      sentAt: null,
      clockStartedAt: null,
      deadlineAt: null,
      answer: null,
      answeredAt: null,
      isCorrect: null,
    })),
    currentIndex: -1,
    pauseEndsAt: null,
    openConnections: [],
    score: 0,
    endedAt: null,
    endReason: null,
  };
}

/** A state as an earlier version stored it: before the fair clock, without clipWaitMs and clockStartedAt. */
export type StoredRoundState = Omit<RoundState, 'timing' | 'questions'> & {
  timing: Omit<RoundTiming, 'clipWaitMs'> & { clipWaitMs?: number };
  questions: Array<Omit<RoundQuestion, 'clockStartedAt'> & { clockStartedAt?: number | null }>;
};

/**
 * A stored state in this version's shape. Games created before the fair clock keep their numbers: no wait
 * for the clip, and every sent question's clock started when it was sent (its deadline was sentAt + 10 s).
 */
export function upgradeRoundState(stored: StoredRoundState): RoundState {
  const clipWaitMs = stored.timing.clipWaitMs;
  if (clipWaitMs !== undefined && stored.questions.every((question) => question.clockStartedAt !== undefined)) {
    return stored as RoundState;
  }
  const timing: RoundTiming = { ...stored.timing, clipWaitMs: clipWaitMs ?? 0 };
  return {
    ...stored,
    timing,
    questions: stored.questions.map((question) => ({
      ...question,
      clockStartedAt:
        question.clockStartedAt ?? (question.deadlineAt === null ? null : question.deadlineAt - timing.questionMs),
    })),
  };
}

/**
 * When the game next needs a `tick`: the void window, the moment an open question's clock must start
 * without its clip, the open question's cutoff, or the pause's end.
 */
export function nextDeadline(state: RoundState): number | null {
  switch (state.phase) {
    case 'created':
      return state.createdAt + state.timing.startWithinMs;
    case 'questionOpen': {
      const question = state.questions[state.currentIndex];
      if (!question || question.sentAt === null || question.deadlineAt === null) return null;
      if (question.clockStartedAt === null) return question.sentAt + state.timing.clipWaitMs;
      return question.deadlineAt + state.timing.graceMs;
    }
    case 'pause':
      return state.pauseEndsAt;
    case 'ended':
    case 'voided':
      return null;
  }
}

/** The win rule: at least the pass mark of correct calls (unanswered questions are not correct). */
export function hasWon(state: RoundState): boolean {
  return state.score >= state.passMark;
}

/** Clips whose outcome the player may now see (post-answer and original video): the answered ones. */
export function answeredClipIds(state: RoundState): string[] {
  return state.questions.filter((question) => question.answer !== null).map((question) => question.clipId);
}
