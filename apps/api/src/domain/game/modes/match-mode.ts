import type { MatchMode } from '@gom/contract/contests';
import type { ClipOutcome } from '../rules/reference-accuracy.ts';

/** One question of a planned clip set: its clip and the clip's outcome (which leaves the server only at its reveal). */
export interface PlannedQuestion {
  clipId: string;
  outcome: ClipOutcome;
}

/** The values one mode's seams take and give; each mode names its own. */
export interface ModeTypes {
  plan: unknown;
  admit: unknown;
  admission: unknown;
  entry: unknown;
  event: unknown;
  decision: unknown;
  settle: unknown;
  settlement: unknown;
}

/**
 * What a mode is (decision 0103): five seams. A mode is one module under `modes/` implementing them with its own
 * values; its routes and jobs call them (a solo game's creation plans through `soloMode`, a tournament's route
 * admits through `tournamentMode`, a challenge side's end settles through `challengeMode`).
 */
export interface MatchModeModule<T extends ModeTypes> {
  readonly mode: MatchMode;
  /** The match's clip set: its questions in order, reserved for it alone (never shown anywhere else). */
  planClipSet(options: T['plan']): Promise<PlannedQuestion[]>;
  /** Whether a player may enter or open the match now, and as what, or why not. */
  admit(options: T['admit']): Promise<T['admission']>;
  /** One event on one entry, by the mode's pure rules: what it changes (nothing is written here). */
  applyEvent(entry: T['entry'], now: Date, event: T['event']): T['decision'];
  /** Whether that decision ends the match. */
  isOver(decision: T['decision']): boolean;
  /** The match's money at its end, as the ledger module builds it: none while it is not over. */
  settle(options: T['settle']): Promise<T['settlement'] | undefined>;
}
