import { describe, expect, it } from 'vitest';
import { answeredAccuracy, currentStreak, describeLives, livesLeft, runningScore } from './round-stats.ts';

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

  it('says the lives as the misses the player can still afford', () => {
    expect(describeLives(3)).toBe('3 misses left');
    expect(describeLives(1)).toBe('1 miss left');
    expect(describeLives(0)).toBe('No misses left');
  });

  it('keeps the running score as right calls of the answered questions', () => {
    expect(runningScore([])).toEqual({ correct: 0, answered: 0 });
    expect(runningScore([true, false, true])).toEqual({ correct: 2, answered: 3 });
  });
});
