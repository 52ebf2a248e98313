import { accuracyPercent } from '@gom/contract/constants';
import { passMark } from '@gom/contract/games';

// The game area's tiles with this game's real figures (decisions.md: real figures, not the spec's
// placeholders). `outcomes` lists whether each answered question was called right, in order.

/** Correct calls in a row, counting back from the latest answer. */
export function currentStreak(outcomes: readonly boolean[]): number {
  let streak = 0;
  for (let index = outcomes.length - 1; index >= 0 && outcomes[index]; index -= 1) streak += 1;
  return streak;
}

/** Share of the answered questions called right, as a whole percent (0 before the first answer). */
export function answeredAccuracy(outcomes: readonly boolean[]): number {
  return accuracyPercent(outcomes.filter(Boolean).length, outcomes.length);
}

/**
 * Lives: the calls the player can still get wrong and still win, i.e. total − pass mark − misses so far,
 * never below 0. At 0 every remaining call must be right.
 */
export function livesLeft({
  outcomes,
  totalQuestions,
  passRatio,
}: {
  outcomes: readonly boolean[];
  totalQuestions: number;
  passRatio: number;
}): number {
  const misses = outcomes.filter((correct) => !correct).length;
  return Math.max(0, totalQuestions - passMark(totalQuestions, passRatio) - misses);
}

/** The lives as words: what a life is here, a miss the player can still afford. */
export function describeLives(lives: number): string {
  if (lives <= 0) return 'No misses left';
  return lives === 1 ? '1 miss left' : `${lives} misses left`;
}

/** The running score of the verdict: right calls of the questions answered so far. */
export function runningScore(outcomes: readonly boolean[]): { correct: number; answered: number } {
  return { correct: outcomes.filter(Boolean).length, answered: outcomes.length };
}
