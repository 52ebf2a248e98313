import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASE_GOAL_RATES,
  balancedGoalProbability,
  DIFFICULTY_CONFIDENCE,
  difficultyOfImportedClip,
  fitsDifficulty,
  referenceConfidence,
} from './difficulty-levels.ts';

const goalType = fc.constantFrom('Shot' as const, 'Free Kick' as const);
const xg = fc.double({ min: 0, max: 1, noNaN: true });

describe('balancedGoalProbability', () => {
  it('is 1/2 at the base rate: a clip of average xG is a toss-up in a 50/50 draw', () => {
    for (const type of ['Shot', 'Free Kick'] as const) {
      expect(balancedGoalProbability(BASE_GOAL_RATES[type], type)).toBeCloseTo(0.5, 12);
    }
  });

  it('rises with xG from 0 to 1, and a free kick of some xG is likelier a goal than a shot of the same', () => {
    expect(balancedGoalProbability(0, 'Shot')).toBe(0);
    expect(balancedGoalProbability(1, 'Shot')).toBe(1);
    fc.assert(
      fc.property(goalType, xg, xg, (type, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(balancedGoalProbability(low, type)).toBeLessThanOrEqual(balancedGoalProbability(high, type) + 1e-12);
      }),
    );
    expect(BASE_GOAL_RATES['Free Kick']).toBeLessThan(BASE_GOAL_RATES.Shot);
    expect(balancedGoalProbability(0.1, 'Free Kick')).toBeGreaterThan(balancedGoalProbability(0.1, 'Shot'));
  });
});

describe('the levels', () => {
  it('place every clip in normal or easy or both; hard is the toss-ups of normal', () => {
    fc.assert(
      fc.property(goalType, xg, (type, value) => {
        const confidence = referenceConfidence(value, type);
        expect(confidence).toBeGreaterThanOrEqual(0);
        expect(confidence).toBeLessThanOrEqual(1 + 1e-12);
        expect(fitsDifficulty(value, type, 'normal') || fitsDifficulty(value, type, 'easy')).toBe(true);
        if (fitsDifficulty(value, type, 'hard')) {
          expect(fitsDifficulty(value, type, 'normal')).toBe(true);
          expect(fitsDifficulty(value, type, 'easy')).toBe(false);
        }
      }),
    );
  });

  it('keep foregone conclusions out of normal and toss-ups out of easy', () => {
    expect(fitsDifficulty(0, 'Shot', 'normal')).toBe(false);
    expect(fitsDifficulty(0, 'Shot', 'easy')).toBe(true);
    expect(fitsDifficulty(BASE_GOAL_RATES.Shot, 'Shot', 'hard')).toBe(true);
    expect(fitsDifficulty(BASE_GOAL_RATES.Shot, 'Shot', 'easy')).toBe(false);
  });

  it('give imported footage the one level its xG fits best, normal when it has none', () => {
    expect(difficultyOfImportedClip(null, 'Shot')).toBe('normal');
    expect(difficultyOfImportedClip(BASE_GOAL_RATES.Shot, 'Shot')).toBe('hard');
    expect(difficultyOfImportedClip(0.01, 'Shot')).toBe('easy');
    expect(difficultyOfImportedClip(0.9, 'Free Kick')).toBe('easy');
    fc.assert(
      fc.property(goalType, xg, (type, value) => {
        expect(fitsDifficulty(value, type, difficultyOfImportedClip(value, type))).toBe(true);
      }),
    );
    expect(DIFFICULTY_CONFIDENCE.hard.below).toBeLessThanOrEqual(DIFFICULTY_CONFIDENCE.normal.below);
  });
});
