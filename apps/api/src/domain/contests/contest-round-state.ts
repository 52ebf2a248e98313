import { endsByTimeAt } from '../game/rules/apply-round-event.ts';
import { DEFAULT_ROUND_TIMING, type RoundTiming } from '../game/rules/game-constants.ts';
import { createRoundState, type RoundState } from '../game/rules/round-state.ts';
import type { PlannedQuestion } from '../game/modes/match-mode.ts';

/**
 * The round state of a contest entry the solo engine plays (a challenge side, a playing window's entry), made when its
 * player means to play, and the wake-up its row needs. The pass mark plays no part: a contest is won against the
 * other entrants, never against the house.
 */
export function contestRoundState(options: {
  now: Date;
  questions: readonly PlannedQuestion[];
  timing?: RoundTiming;
}): {
  state: RoundState;
  nextWakeAt: Date | null;
} {
  const { questions } = options;
  const state = createRoundState({
    createdAt: options.now.getTime(),
    clips: questions,
    passMark: questions.length,
    timing: options.timing ?? DEFAULT_ROUND_TIMING,
  });
  const wake = endsByTimeAt(state);
  return { state, nextWakeAt: wake === null ? null : new Date(wake) };
}
