import { describe, expect, it } from 'vitest';
import { accuracyPercent, firstDayOfPeriod, levelOf } from './player-figures.ts';

describe('player figures', () => {
  it('rounds accuracy to a whole percent, halves up, 0 with nothing answered', () => {
    expect(accuracyPercent(0, 0)).toBe(0);
    expect(accuracyPercent(1, 8)).toBe(13);
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(5, 5)).toBe(100);
  });

  it('levels up at 10 · n · (n − 1) / 2 correct predictions', () => {
    expect(levelOf(0)).toEqual({ level: 1, nextLevelIn: 10 });
    expect(levelOf(9)).toEqual({ level: 1, nextLevelIn: 1 });
    expect(levelOf(10)).toEqual({ level: 2, nextLevelIn: 20 });
    expect(levelOf(30)).toEqual({ level: 3, nextLevelIn: 30 });
    expect(levelOf(99)).toEqual({ level: 4, nextLevelIn: 1 });
    expect(levelOf(100)).toEqual({ level: 5, nextLevelIn: 50 });
  });

  it('starts the rolling periods on whole UTC days, today included', () => {
    const now = new Date('2030-01-15T00:30:00Z');
    expect(firstDayOfPeriod('week', now)).toBe('2030-01-09');
    expect(firstDayOfPeriod('month', now)).toBe('2029-12-17');
    expect(firstDayOfPeriod('all', now)).toBeNull();
  });
});
