import { SECONDS_PER_QUESTION } from '@gom/contract/constants';

// The numbers of the game's rules (decisions.md, The game). Each is a default: the server's configuration
// may override it, and `GET /games/config` reports the values in force. The pass ratio is the contract's
// PASS_RATIO, since the web says the win rule in words too.

/** Share of every stake the house keeps against the reference predictor. */
export const DEFAULT_HOUSE_MARGIN = 0.08;

/** The reference predictor's balanced accuracy where the pool cannot measure one (no xG, or one class only). */
export const DEFAULT_REFERENCE_ACCURACY = 0.75;

/** Odds are never quoted below this, however likely the win. */
export const MIN_ODDS = 1.01;

/** How long a quote holds. */
export const QUOTE_VALIDITY_SECONDS = 120;

/** Timing of a live game; all in milliseconds of the server's clock. */
export type RoundTiming = {
  /** From the moment a question's clock starts (its clip can play, see clipWaitMs) to its deadline. */
  questionMs: number;
  /**
   * The longest a question's clock waits for its clip to become playable (the player's `clipReady`) after
   * `questionSent`; by then it starts anyway. So a deadline is always within [sentAt + questionMs,
   * sentAt + clipWaitMs + questionMs] (ADR 0009). At most MAX_CLIP_WAIT_MS.
   */
  clipWaitMs: number;
  /** Latency allowance after the deadline during which an answer is still accepted (at most 1 s). */
  graceMs: number;
  /** From `questionAnswered` to the next `questionSent` (and, after the last question, to `gameEnded`). */
  pauseMs: number;
  /**
   * A game not started this long after its creation is voided and its hold released. Short, since its clips are
   * held from everyone else meanwhile; the web starts a game as soon as it is created (decision 0082).
   */
  startWithinMs: number;
};

export const MAX_GRACE_MS = 1_000;
/** The server caps the wait for a slow clip at 3 s (ADR 0009). */
export const MAX_CLIP_WAIT_MS = 3_000;

export const DEFAULT_ROUND_TIMING: RoundTiming = {
  questionMs: SECONDS_PER_QUESTION * 1_000,
  clipWaitMs: MAX_CLIP_WAIT_MS,
  graceMs: MAX_GRACE_MS,
  pauseMs: 6_000,
  startWithinMs: 90_000,
};

/**
 * A game the server could not serve for longer than this (a crash, a stop, an outage) is voided and its stake
 * released when the server comes back, instead of resumed (ADR 0088): a player back within 10 minutes is likely
 * still at the game; past that the held stake and clips serve nobody.
 */
export const MAX_RESUME_DOWNTIME_MS = 10 * 60_000;
