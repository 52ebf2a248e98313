import { describe, expect, it } from 'vitest';
import { addMonths, utcDay } from './add-months.ts';

describe('addMonths', () => {
  it('keeps the day and the time of day', () => {
    expect(addMonths(new Date('2030-01-15T12:34:56.789Z'), 1).toISOString()).toBe('2030-02-15T12:34:56.789Z');
    expect(addMonths(new Date('2030-11-15T00:00:00.000Z'), 2).toISOString()).toBe('2031-01-15T00:00:00.000Z');
  });

  it('lands on the last day of a shorter month without drifting afterwards', () => {
    const anchor = new Date('2030-01-31T08:00:00.000Z');
    expect(addMonths(anchor, 1).toISOString()).toBe('2030-02-28T08:00:00.000Z');
    expect(addMonths(anchor, 2).toISOString()).toBe('2030-03-31T08:00:00.000Z');
    expect(addMonths(new Date('2032-01-31T08:00:00.000Z'), 1).toISOString()).toBe('2032-02-29T08:00:00.000Z');
  });

  it('refuses a negative or fractional count', () => {
    expect(() => addMonths(new Date(), -1)).toThrow(RangeError);
    expect(() => addMonths(new Date(), 1.5)).toThrow(RangeError);
  });
});

describe('utcDay', () => {
  it('is the UTC calendar day, whatever the time', () => {
    const day = utcDay(new Date('2030-01-15T23:59:59.999Z'));
    expect(day.start.toISOString()).toBe('2030-01-15T00:00:00.000Z');
    expect(day.end.toISOString()).toBe('2030-01-16T00:00:00.000Z');
  });
});
