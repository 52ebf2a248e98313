// How hard a clip is to call, and which clips each difficulty level plays (docs/decisions/0011).
//
// Nobody can know more of a clip than its pre-shot situation: the strike draws from a secret key of its own.
// The best anyone can do is read the situation's xG, which is what the reference predictor does. A game draws
// goals and misses 50/50, so what counts is the *balanced* goal probability: the chance that a clip of this xG
// is a goal when goals and misses are equally likely to be drawn,
//   q = (x / π) / (x / π + (1 − x) / (1 − π)),
// π being the goal type's base rate. The predictor calls GOAL when q > 1/2, and its confidence is |2q − 1|:
// 0 for a toss-up, 1 for a certainty. A level is a range of that confidence, the same range for goals and for
// misses: a range that differed by outcome would let a player learn "a goal on this level looks like that".
import type { Difficulty, GoalType } from '@gom/contract/constants';
import { meanXg, SIMULATOR_XG_HISTOGRAMS } from './simulator-xg-histograms.ts';

/**
 * The simulator's goal rate per goal type: its mean xG over the measured situations. Real football's are close:
 * about one shot in ten and one direct free kick in fourteen go in.
 */
export const BASE_GOAL_RATES: Readonly<Record<GoalType, number>> = {
  Shot: meanXg(SIMULATOR_XG_HISTOGRAMS.Shot),
  'Free Kick': meanXg(SIMULATOR_XG_HISTOGRAMS['Free Kick']),
};

/** A level plays clips whose confidence c satisfies atLeast ≤ c < below. */
export interface ConfidenceRange {
  atLeast: number;
  below: number;
}

/**
 * Chosen so that on a whole league with 5 questions the quotes are about 1.3 (easy), 1.9 (normal) and 3.1
 * (hard); the issue asks at least 1.5 on normal and 2.5 on hard. The ranges overlap: a generated clip is made
 * for one level and serves only that one, so each level's pool has its own distribution.
 */
export const DIFFICULTY_CONFIDENCE: Readonly<Record<Difficulty, ConfidenceRange>> = {
  // Everything but the toss-ups: most calls can be read from the build-up.
  easy: { atLeast: 0.3, below: Infinity },
  // Everything but the foregone conclusions.
  normal: { atLeast: 0, below: 0.8 },
  // Only chances that could go either way.
  hard: { atLeast: 0, below: 0.3 },
};

/** The chance a clip of this xG is a goal when goals and misses are drawn 50/50. */
export function balancedGoalProbability(xg: number, goalType: GoalType): number {
  const base = BASE_GOAL_RATES[goalType];
  const goalWeight = xg / base;
  const missWeight = (1 - xg) / (1 - base);
  return goalWeight / (goalWeight + missWeight);
}

/** How sure the reference predictor is of its call on a clip: 0 (a toss-up) to 1 (certain). */
export function referenceConfidence(xg: number, goalType: GoalType): number {
  return Math.abs(2 * balancedGoalProbability(xg, goalType) - 1);
}

export function fitsDifficulty(xg: number, goalType: GoalType, difficulty: Difficulty): boolean {
  const confidence = referenceConfidence(xg, goalType);
  const range = DIFFICULTY_CONFIDENCE[difficulty];
  return confidence >= range.atLeast && confidence < range.below;
}

/**
 * The one level an imported clip serves. Footage is finite, so each clip goes where it is most distinctive: a
 * toss-up to hard, a foregone conclusion to easy, the rest (and a clip without xG) to normal.
 */
export function difficultyOfImportedClip(xg: number | null, goalType: GoalType): Difficulty {
  if (xg === null) return 'normal';
  const confidence = referenceConfidence(xg, goalType);
  if (confidence < DIFFICULTY_CONFIDENCE.hard.below) return 'hard';
  if (confidence >= DIFFICULTY_CONFIDENCE.normal.below) return 'easy';
  return 'normal';
}
