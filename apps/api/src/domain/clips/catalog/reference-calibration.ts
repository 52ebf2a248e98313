// How often the reference predictor calls the simulator's clips right, per goal type and difficulty level:
// what the odds of generated clips are priced on (docs/decisions/0011).
//
// Generated clips of one goal type and level all come from one distribution, whatever their league or season
// (the simulator looks at neither), and that distribution is ours: it is measured once, on 40,000 situations
// per goal type (simulator-xg-histograms.ts), instead of on the few dozen clips a filter holds. A small pool's
// best threshold flatters the predictor by several points and would move a quote with every clip rendered;
// these rates are steady from an installation's first minute. reference-calibration.test.ts re-measures the
// distribution on other situations, so a change to the simulator that moves it fails until it is measured again.
import { DIFFICULTIES, GOAL_TYPES, type Difficulty, type GoalType } from '@gom/contract/constants';
import { DEFAULT_XG_SAMPLES, estimateXg } from '../simulator/estimate-xg.ts';
import { simulateStrike } from '../simulator/simulate-clip.ts';
import { fitsDifficulty } from './difficulty-levels.ts';
import { SIMULATOR_XG_HISTOGRAMS, type XgHistogram } from './simulator-xg-histograms.ts';

/** The predictor's true-positive and true-negative rates: the share of goals it calls GOAL, of misses MISS. */
export interface CallRates {
  goals: number;
  misses: number;
  /**
   * The predictor calls GOAL when a clip's xG is above this (−1: every clip). The best cut for a level sits where
   * xG equals the level's own goal rate, not the goal type's: a level's pool is a slice of the distribution.
   */
  threshold: number;
}

/** How many fresh goals and misses of each goal type a game's pool holds. */
export type PoolMix = Readonly<Record<GoalType, { goals: number; misses: number }>>;

/**
 * The reference player's chance of calling one question right in a game that draws from `mix`: a question is
 * a goal or a miss with probability 1/2, then any clip of that outcome, so a goal is a shot with the pool's share
 * of shots among its goals. The pool must hold goals and misses.
 */
export function simulatorReferenceAccuracy({ difficulty, mix }: { difficulty: Difficulty; mix: PoolMix }): number {
  const goals = GOAL_TYPES.reduce((sum, type) => sum + mix[type].goals, 0);
  const misses = GOAL_TYPES.reduce((sum, type) => sum + mix[type].misses, 0);
  if (goals === 0 || misses === 0) throw new RangeError('a pool needs goals and misses to be priced');
  let accuracy = 0;
  for (const type of GOAL_TYPES) {
    const rates = SIMULATOR_CALL_RATES[type][difficulty];
    accuracy += (mix[type].goals / goals) * rates.goals * 0.5 + (mix[type].misses / misses) * rates.misses * 0.5;
  }
  return accuracy;
}

/**
 * The call rates over a histogram of situations, at the threshold that suits the predictor best on each level
 * (swept over the xGs, since the level's own goal rate decides where it lies). Each situation counts as xG of a goal and 1 − xG of a miss (its chances, which are calibrated by
 * construction) rather than as the one outcome a strike would give: the same expectation with far less noise.
 */
export function measureCallRates(histogram: XgHistogram, goalType: GoalType): Record<Difficulty, CallRates> {
  const rates = {} as Record<Difficulty, CallRates>;
  const step = histogram.length - 1;
  for (const level of DIFFICULTIES) {
    const bins = histogram
      .map((count, k) => ({ xg: k / step, count }))
      .filter((bin) => bin.count > 0 && fitsDifficulty(bin.xg, goalType, level));
    const goals = bins.reduce((sum, bin) => sum + bin.count * bin.xg, 0);
    const misses = bins.reduce((sum, bin) => sum + bin.count * (1 - bin.xg), 0);
    // Sweep the threshold up through the xGs: situations below it are called MISS, the rest GOAL.
    let goalsBelow = 0;
    let missesBelow = 0;
    let best: CallRates = { goals: 1, misses: 0, threshold: -1 };
    for (const bin of bins) {
      goalsBelow += bin.count * bin.xg;
      missesBelow += bin.count * (1 - bin.xg);
      const candidate = { goals: (goals - goalsBelow) / goals, misses: missesBelow / misses, threshold: bin.xg };
      if (candidate.goals + candidate.misses > best.goals + best.misses) best = candidate;
    }
    rates[level] = best;
  }
  return rates;
}

export interface MeasureXgHistogramOptions {
  goalType: GoalType;
  situations: number;
  firstSeed?: number;
  xgSamples?: number;
}

/** The xG histogram of `situations` simulated situations (seeds firstSeed, firstSeed + 1, ...). */
export function measureXgHistogram({
  goalType,
  situations,
  firstSeed = 1,
  xgSamples = DEFAULT_XG_SAMPLES,
}: MeasureXgHistogramOptions): number[] {
  const counts = new Array<number>(xgSamples + 1).fill(0);
  for (let seed = firstSeed; seed < firstSeed + situations; seed++) {
    const { plan } = simulateStrike({ seed, goalType });
    counts[Math.round(estimateXg({ plan, seed, samples: xgSamples }) * xgSamples)]! += 1;
  }
  return counts;
}

export const SIMULATOR_CALL_RATES: Readonly<Record<GoalType, Readonly<Record<Difficulty, CallRates>>>> = {
  Shot: measureCallRates(SIMULATOR_XG_HISTOGRAMS.Shot, 'Shot'),
  'Free Kick': measureCallRates(SIMULATOR_XG_HISTOGRAMS['Free Kick'], 'Free Kick'),
};
