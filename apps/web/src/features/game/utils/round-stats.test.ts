import { describe, expect, it } from 'vitest';
import { answeredAccuracy, currentStreak, livesLeft } from './round-stats.ts';

describe('the game tiles', () => {
  it('counts the streak back from the latest answer', () => {
    expect(currentStreak([])).toBe(0);
    expect(currentStreak([true, false, true, true])).toBe(2);
    expect(currentStreak([true, true, false])).toBe(0);
  });

  it('measures accuracy over the answered questions', () => {
    expect(answeredAccuracy([])).toBe(0);
    expect(answeredAccuracy([true, false, true])).toBe(67);
  });

  it('gives as many lives as misses the player can still afford, never below 0', () => {
    // 5 questions need 4 right: one miss to spare. 10 need 7: three.
    expect(livesLeft({ outcomes: [], totalQuestions: 5, passRatio: 0.7 })).toBe(1);
    expect(livesLeft({ outcomes: [], totalQuestions: 10, passRatio: 0.7 })).toBe(3);
    expect(livesLeft({ outcomes: [true, false], totalQuestions: 10, passRatio: 0.7 })).toBe(2);
    expect(livesLeft({ outcomes: [false, false], totalQuestions: 5, passRatio: 0.7 })).toBe(0);
  });
});
