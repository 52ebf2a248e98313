import { DIFFICULTIES, GOAL_TYPES } from '@gom/contract/constants';
import { describe, expect, it } from 'vitest';
import { BASE_GOAL_RATES } from './difficulty-levels.ts';
import {
  measureCallRates,
  measureXgHistogram,
  SIMULATOR_CALL_RATES,
  simulatorReferenceAccuracy,
  type CallRates,
} from './reference-calibration.ts';
import { meanXg } from './simulator-xg-histograms.ts';

const balanced = (rates: CallRates) => (rates.goals + rates.misses) / 2;

/** 3,000 simulated situations a goal type: 20–32 s on a slow 2-core machine under the rest of the suite. */
const CALIBRATION_TIMEOUT_MS = 120_000;

describe('the simulator calibration', () => {
  // The stored distribution was measured on seeds 1 to 40,000; these are others. If the simulator changes what
  // situations it makes, this fails, and the histograms must be measured again (calibrate-difficulty.ts).
  it.each(GOAL_TYPES)(
    '%s: the stored xG distribution still matches 3,000 new situations',
    (goalType) => {
      const fresh = measureXgHistogram({ goalType, situations: 3_000, firstSeed: 1_000_001 });
      expect(Math.abs(meanXg(fresh) - BASE_GOAL_RATES[goalType])).toBeLessThan(0.012);
      const rates = measureCallRates(fresh, goalType);
      for (const level of DIFFICULTIES) {
        const stored = balanced(SIMULATOR_CALL_RATES[goalType][level]);
        expect(Math.abs(balanced(rates[level]) - stored), `${goalType} ${level}`).toBeLessThan(0.03);
      }
    },
    CALIBRATION_TIMEOUT_MS,
  );

  it('makes each level harder to call than the one below it', () => {
    for (const goalType of GOAL_TYPES) {
      const rates = SIMULATOR_CALL_RATES[goalType];
      expect(balanced(rates.easy)).toBeGreaterThan(balanced(rates.normal));
      expect(balanced(rates.normal)).toBeGreaterThan(balanced(rates.hard));
      expect(balanced(rates.hard)).toBeGreaterThan(0.5);
    }
  });
});

describe('measureCallRates', () => {
  it('takes the threshold that suits the predictor best, weighing each situation by its chances', () => {
    // Two kinds of shot, xG 0 and xG 1 (histogram over k / 2): calling by xG is always right.
    expect(measureCallRates([3, 0, 1], 'Shot').easy).toEqual({ goals: 1, misses: 1, threshold: 0 });
    // Only coin flips (xG 1/2): whatever the threshold, half the goals or half the misses are lost.
    const flips = measureCallRates([0, 10, 0], 'Shot').normal;
    expect(balanced(flips)).toBeCloseTo(0.5, 12);
  });
});

describe('simulatorReferenceAccuracy', () => {
  const none = { goals: 0, misses: 0 };
  it("weighs each goal type's rates by its share of the pool's goals and of its misses", () => {
    const shots = SIMULATOR_CALL_RATES.Shot.hard;
    const kicks = SIMULATOR_CALL_RATES['Free Kick'].hard;
    const onlyShots = simulatorReferenceAccuracy({
      difficulty: 'hard',
      mix: { Shot: { goals: 5, misses: 9 }, 'Free Kick': none },
    });
    expect(onlyShots).toBeCloseTo(balanced(shots), 12);
    const even = simulatorReferenceAccuracy({
      difficulty: 'hard',
      mix: { Shot: { goals: 4, misses: 4 }, 'Free Kick': { goals: 4, misses: 4 } },
    });
    expect(even).toBeCloseTo((balanced(shots) + balanced(kicks)) / 2, 12);
    // Goals all shots, misses all free kicks: a question is a shot goal or a free-kick miss.
    const split = simulatorReferenceAccuracy({
      difficulty: 'hard',
      mix: { Shot: { goals: 6, misses: 0 }, 'Free Kick': { goals: 0, misses: 6 } },
    });
    expect(split).toBeCloseTo((shots.goals + kicks.misses) / 2, 12);
  });

  it('refuses a pool without goals or without misses', () => {
    expect(() =>
      simulatorReferenceAccuracy({ difficulty: 'easy', mix: { Shot: { goals: 3, misses: 0 }, 'Free Kick': none } }),
    ).toThrow(RangeError);
  });
});
