import { describe, expect, it } from 'vitest';
import { ageOn, isCalendarDate, limitRequestSchema } from './safer-play.ts';

describe('safer play contract', () => {
  it('counts whole years, turning a year older on the birthday itself', () => {
    expect(ageOn('2012-01-15', '2030-01-14')).toBe(17);
    expect(ageOn('2012-01-15', '2030-01-15')).toBe(18);
    expect(ageOn('2012-02-29', '2030-02-28')).toBe(17);
    expect(ageOn('2012-02-29', '2030-03-01')).toBe(18);
  });

  it('knows a calendar date from a look-alike', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2030-13-01')).toBe(false);
    expect(isCalendarDate('2030-1-01')).toBe(false);
  });

  it('takes a limit in the currency precision, or null to remove it', () => {
    const base = { currency: 'USD', kind: 'loss', period: 'week' };
    expect(limitRequestSchema.safeParse({ ...base, amount: 12.5 }).success).toBe(true);
    expect(limitRequestSchema.safeParse({ ...base, amount: null }).success).toBe(true);
    expect(limitRequestSchema.safeParse({ ...base, amount: 1.001 }).success).toBe(false);
    expect(limitRequestSchema.safeParse({ ...base, currency: 'USDT', amount: 1.000001 }).success).toBe(true);
    expect(limitRequestSchema.safeParse({ ...base, amount: 0 }).success).toBe(false);
    expect(limitRequestSchema.safeParse({ ...base, period: 'year', amount: 5 }).success).toBe(false);
  });
});
