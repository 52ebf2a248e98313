import { describe, expect, it } from 'vitest';
import { accuracyPercent, firstDayOfPeriod, levelOf, periodStartOf } from './player-figures.ts';

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

  it('starts a week on its Monday and a month on its 1st, in UTC', () => {
    // 2030-01-15 is a Tuesday.
    const now = new Date('2030-01-15T00:30:00Z');
    expect(firstDayOfPeriod('week', now)).toBe('2030-01-14');
    expect(firstDayOfPeriod('month', now)).toBe('2030-01-01');
    expect(firstDayOfPeriod('all', now)).toBeNull();
    // A Monday starts its own week; a Sunday belongs to the week begun six days before.
    expect(periodStartOf('week', new Date('2030-01-14T00:00:00Z'))).toBe('2030-01-14');
    expect(periodStartOf('week', new Date('2030-01-20T23:59:59Z'))).toBe('2030-01-14');
    // Across a year: the last days of 2029 belong to the week of Monday 2029-12-31.
    expect(periodStartOf('week', new Date('2030-01-02T12:00:00Z'))).toBe('2029-12-31');
    expect(periodStartOf('month', new Date('2029-12-31T23:59:59Z'))).toBe('2029-12-01');
  });
});
