import { DIFFICULTIES, GOAL_TYPES, type Difficulty, type GoalType } from '@gom/contract/constants';
import { passMark } from '@gom/contract/games';
import { describe, expect, it } from 'vitest';
import { fitsDifficulty } from '../../clips/catalog/difficulty-levels.ts';
import {
  SIMULATOR_CALL_RATES,
  simulatorReferenceAccuracy,
  type PoolMix,
} from '../../clips/catalog/reference-calibration.ts';
import { SIMULATOR_XG_HISTOGRAMS } from '../../clips/catalog/simulator-xg-histograms.ts';
import { DEFAULT_HOUSE_MARGIN } from './game-constants.ts';
import { computePayout, quoteOdds } from './odds.ts';
import { seededRandom } from './seeded-random.ts';

// Odds per level on the simulator's clips. Each level's odds follow the one model (the
// reference predictor's accuracy on that level's clips, the binomial pass mark, the margin, rounded down), and
// a player who reads every clip as well as anyone can (the reference predictor: GOAL when the clip's xG is above
// the best cut for its goal type and level) gets back 1 − margin of their stakes, within a point, on every level.

const GAMES = 200_000;
const FULL_LEAGUE: PoolMix = { Shot: { goals: 22, misses: 22 }, 'Free Kick': { goals: 22, misses: 22 } };
const ONLY = (type: GoalType): PoolMix =>
  ({
    Shot: { goals: 0, misses: 0 },
    'Free Kick': { goals: 0, misses: 0 },
    [type]: { goals: 22, misses: 22 },
  }) as PoolMix;

function oddsFor(difficulty: Difficulty, mix: PoolMix, numberOfQuestions = 5) {
  return quoteOdds({ numberOfQuestions, accuracy: simulatorReferenceAccuracy({ difficulty, mix }) });
}

/** Draws the xG of a clip of one goal type, level and outcome, as the buffer makes them. */
function clipSampler(type: GoalType, difficulty: Difficulty, random: () => number) {
  const histogram = SIMULATOR_XG_HISTOGRAMS[type];
  const step = histogram.length - 1;
  const bins = histogram
    .map((count, k) => ({ xg: k / step, count }))
    .filter((bin) => bin.count > 0 && fitsDifficulty(bin.xg, type, difficulty));
  // A goal of xG x is drawn in proportion to how many situations had x times x, a miss to 1 − x.
  const cumulative = (weight: (xg: number) => number) => {
    let total = 0;
    return bins.map((bin) => (total += bin.count * weight(bin.xg)));
  };
  const goals = cumulative((xg) => xg);
  const misses = cumulative((xg) => 1 - xg);
  const pick = (weights: number[]) => {
    const target = random() * weights.at(-1)!;
    let low = 0;
    let high = weights.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (weights[middle]! <= target) low = middle + 1;
      else high = middle;
    }
    return bins[low]!.xg;
  };
  return (goal: boolean) => pick(goal ? goals : misses);
}

function simulateReturnToPlayer(difficulty: Difficulty, mix: PoolMix, seed: number) {
  const numberOfQuestions = 5;
  const { oddsHundredths } = oddsFor(difficulty, mix, numberOfQuestions);
  const mark = passMark(numberOfQuestions);
  const random = seededRandom(seed);
  const samplers = Object.fromEntries(GOAL_TYPES.map((type) => [type, clipSampler(type, difficulty, random)]));
  const share = (goal: boolean) => {
    const count = (type: GoalType) => (goal ? mix[type].goals : mix[type].misses);
    return count('Shot') / (count('Shot') + count('Free Kick'));
  };
  let staked = 0n;
  let paid = 0n;
  let goalsDrawn = 0;
  for (let game = 0; game < GAMES; game += 1) {
    const stakeMinor = BigInt((10 + Math.floor(random() * 91)) * 10);
    let correct = 0;
    for (let question = 0; question < numberOfQuestions; question += 1) {
      const goal = random() < 0.5;
      goalsDrawn += goal ? 1 : 0;
      const type: GoalType = random() < share(goal) ? 'Shot' : 'Free Kick';
      const xg = samplers[type]!(goal);
      const callsGoal = xg > SIMULATOR_CALL_RATES[type][difficulty].threshold;
      if (callsGoal === goal) correct += 1;
    }
    staked += stakeMinor;
    if (correct >= mark) paid += computePayout({ stakeMinor, oddsHundredths });
  }
  return { returnToPlayer: Number(paid) / Number(staked), goalShare: goalsDrawn / (GAMES * numberOfQuestions) };
}

describe('odds per difficulty level on the simulator’s clips', () => {
  it('quotes at least 1.5 on normal and 2.5 on hard for 5 questions, easy below normal, on every goal type mix', () => {
    for (const mix of [FULL_LEAGUE, ONLY('Shot'), ONLY('Free Kick')]) {
      const easy = oddsFor('easy', mix).odds;
      const normal = oddsFor('normal', mix).odds;
      const hard = oddsFor('hard', mix).odds;
      console.info(`odds for 5 questions on ${JSON.stringify(mix)}: easy ${easy}, normal ${normal}, hard ${hard}`);
      expect(normal).toBeGreaterThanOrEqual(1.5);
      expect(hard).toBeGreaterThanOrEqual(2.5);
      expect(easy).toBeLessThan(normal);
      expect(easy).toBeGreaterThan(1.01);
    }
  });

  it.each(DIFFICULTIES.map((difficulty, index) => [difficulty, index + 1] as const))(
    '%s: the reference player gets back 1 − margin within a point over 200,000 games, goals and misses balanced',
    (difficulty, seed) => {
      const { returnToPlayer, goalShare } = simulateReturnToPlayer(difficulty, FULL_LEAGUE, seed);
      console.info(`RTP ${difficulty}: ${returnToPlayer.toFixed(4)} (target ${1 - DEFAULT_HOUSE_MARGIN})`);
      expect(Math.abs(returnToPlayer - (1 - DEFAULT_HOUSE_MARGIN))).toBeLessThan(0.01);
      expect(Math.abs(goalShare - 0.5)).toBeLessThan(0.005);
    },
  );
});
