import { SECONDS_PER_QUESTION } from '@gom/contract/constants';

// The numbers of a live tournament (decision 0150), named once.

/**
 * Each entrant's time to answer a question, from its own clock start (decision 0009): a solo round's, so every
 * contest's answer time (../answer-time.ts) is measured against the same window.
 */
export const TOURNAMENT_ANSWER_MS = SECONDS_PER_QUESTION * 1_000;
/** The latest an entrant's clock starts after a release: its clip's first frame, or this cap. */
export const TOURNAMENT_CLIP_READY_CAP_MS = 3_000;
/** A question's window closes this long after its release, for everyone: the outcome is revealed then. */
export const TOURNAMENT_WINDOW_CLOSE_MS = TOURNAMENT_ANSWER_MS + TOURNAMENT_CLIP_READY_CAP_MS;
/** How often each API process looks for tournaments due to start or close. */
export const TOURNAMENT_POLL_INTERVAL_MS = 1_000;
/** Due tournaments one poll claims at most (each in a transaction of its own). */
export const TOURNAMENT_DUE_BATCH = 10;
/**
 * A tournament's clips render before anything else (lower renders first; the buffer's tiers start at 0): they are
 * needed at a fixed time, and the fresh buffer can wait.
 */
export const TOURNAMENT_RENDER_PRIORITY = -1_000_000;
/** Rows of a standings table before the caller's own. */
export const STANDINGS_TOP = 10;

/** A playing window is open at least this long (decision 0170): time to open it and play a whole set. */
export const WINDOW_MIN_MS = 5 * 60_000;
export const WINDOW_CLOSE_MISSING_MESSAGE = 'Give the playing window’s close';
export const WINDOW_TOO_SHORT_MESSAGE = 'The playing window must be open at least 5 minutes';

export const TOURNAMENT_NOT_FOUND_MESSAGE = 'Tournament not found';
export const TOURNAMENT_START_PAST_MESSAGE = 'The start must be in the future';
export const TOURNAMENT_ENTRANTS_ORDER_MESSAGE = 'Minimum entrants must not exceed the maximum';
export const TOURNAMENT_NOT_CANCELLABLE_MESSAGE = 'This tournament has ended and can no longer be cancelled';
/** Why a tournament was cancelled at its start (shown in the console). */
export const CANCEL_REASON_TOO_FEW = 'Fewer entrants than the minimum at the start';
export const CANCEL_REASON_CLIPS = 'The clip set was not rendered by the start';
