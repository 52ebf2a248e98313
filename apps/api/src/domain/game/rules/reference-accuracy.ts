import type { GoalType } from '@gom/contract/constants';
import { balancedGoalProbability } from '../../clips/catalog/difficulty-levels.ts';
import { DEFAULT_REFERENCE_ACCURACY } from './game-constants.ts';
import { fractionOfDecimal, greatestCommonDivisor, reduceFraction, type ExactRatio } from './exact-fraction.ts';

// The odds are priced against a strong reference player: one who calls GOAL exactly when the clip's xG
// (the chance of a goal before the shot) is above a threshold. Because the draw is balanced 50/50 between
// goals and misses, the accuracy that matters is the balanced accuracy, (true-positive rate + true-negative
// rate) / 2, and the reference player gets the best threshold for the pool. That best is measured on the
// pool itself, so it is slightly optimistic: the odds err on the house's side, never the other way.
// A pool that mixes shots and free kicks is read on one scale, the balanced goal probability of each clip's
// xG for its goal type (difficulty-levels.ts): a free kick of xG 0.1 is a likelier goal than a shot of 0.1,
// and a player who sees which it is would know that.

export type ClipOutcome = 'goal' | 'miss';

export type ReferenceClip = { xG?: number | null; goalType?: GoalType; outcome: ClipOutcome };

export type ReferenceAccuracy = {
  /** The balanced accuracy p, in [0.5, 1] when measured. */
  accuracy: number;
  /** The same p as an exact ratio of integers, for the odds. */
  exact: ExactRatio;
  /** 'default' when the pool has no xG or lacks goals or misses among its rated clips. */
  source: 'pool' | 'default';
  /**
   * The predictor calls GOAL when the clip's score is above it (the balanced goal probability when clips name
   * their goal type, else the xG); null when calling GOAL on every clip is (jointly) best.
   */
  threshold: number | null;
};

export type MeasureReferenceAccuracyOptions = {
  clips: readonly ReferenceClip[];
  defaultAccuracy?: number;
};

/** The reference predictor's best balanced accuracy over thresholds: one sort, one sweep, O(n log n). */
export function measureReferenceAccuracy({
  clips,
  defaultAccuracy = DEFAULT_REFERENCE_ACCURACY,
}: MeasureReferenceAccuracyOptions): ReferenceAccuracy {
  const rated = clips
    .filter((clip): clip is ReferenceClip & { xG: number } => Number.isFinite(clip.xG))
    .map((clip) => ({
      score: clip.goalType ? balancedGoalProbability(clip.xG, clip.goalType) : clip.xG,
      outcome: clip.outcome,
    }));
  const goals = rated.filter((clip) => clip.outcome === 'goal').length;
  const misses = rated.length - goals;
  if (goals === 0 || misses === 0) return defaultReferenceAccuracy(defaultAccuracy);

  rated.sort((a, b) => a.score - b.score);
  // With the `below` lowest-scored clips called MISS and the rest GOAL, balanced accuracy is
  // (truePositives / goals + trueNegatives / misses) / 2 = (truePositives·misses + trueNegatives·goals) / (2·goals·misses).
  // Comparing the integer numerators keeps the search exact. Clips of equal score fall on the same side.
  let goalsBelow = 0;
  let missesBelow = 0;
  let bestNumerator = -1;
  let bestBelow = 0;
  for (let below = 0; below <= rated.length; below += 1) {
    const previous = rated[below - 1];
    const next = rated[below];
    if (previous) {
      if (previous.outcome === 'goal') goalsBelow += 1;
      else missesBelow += 1;
    }
    if (previous && next && previous.score === next.score) continue;
    const numerator = (goals - goalsBelow) * misses + missesBelow * goals;
    if (numerator > bestNumerator) {
      bestNumerator = numerator;
      bestBelow = below;
    }
  }

  const denominator = 2 * goals * misses;
  const divisor = greatestCommonDivisor(bestNumerator, denominator);
  return {
    accuracy: bestNumerator / denominator,
    exact: { numerator: bestNumerator / divisor, denominator: denominator / divisor },
    source: 'pool',
    threshold: bestBelow === 0 ? null : (rated[bestBelow - 1]?.score ?? null),
  };
}

function defaultReferenceAccuracy(accuracy: number): ReferenceAccuracy {
  if (!(accuracy > 0 && accuracy <= 1)) throw new RangeError(`defaultAccuracy must be in (0, 1], got ${accuracy}`);
  return { accuracy, exact: decimalRatio(accuracy), source: 'default', threshold: null };
}

/** 0.75 → 3/4: the exact ratio of a probability's decimal text. */
function decimalRatio(value: number): ExactRatio {
  const { numerator, denominator } = reduceFraction(fractionOfDecimal(value));
  if (denominator > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Too many decimals in ${value}`);
  return { numerator: Number(numerator), denominator: Number(denominator) };
}
