import { describe, expect, it } from 'vitest';
import { limitReachedMessage, periodBounds } from './limit-periods.ts';

const at = (iso: string) => new Date(iso);

describe('limit periods (UTC calendar)', () => {
  it('a day runs from 00:00 UTC to the next 00:00 UTC', () => {
    expect(periodBounds('day', at('2030-01-15T23:59:59.999Z'))).toEqual({
      start: at('2030-01-15T00:00:00.000Z'),
      end: at('2030-01-16T00:00:00.000Z'),
    });
    expect(periodBounds('day', at('2030-01-16T00:00:00.000Z')).start).toEqual(at('2030-01-16T00:00:00.000Z'));
  });

  it('a week runs from Monday 00:00 UTC, Sunday included', () => {
    // 2030-01-14 is a Monday, 2030-01-20 a Sunday.
    expect(periodBounds('week', at('2030-01-20T23:00:00.000Z'))).toEqual({
      start: at('2030-01-14T00:00:00.000Z'),
      end: at('2030-01-21T00:00:00.000Z'),
    });
    expect(periodBounds('week', at('2030-01-14T00:00:00.000Z')).start).toEqual(at('2030-01-14T00:00:00.000Z'));
  });

  it('a month runs from the 1st, across a year end', () => {
    expect(periodBounds('month', at('2030-12-31T12:00:00.000Z'))).toEqual({
      start: at('2030-12-01T00:00:00.000Z'),
      end: at('2031-01-01T00:00:00.000Z'),
    });
  });

  it('the message names the limit and when it resets', () => {
    expect(limitReachedMessage('deposit', 'day', 'USD 50.00', at('2030-01-16T00:00:00.000Z'))).toBe(
      'Daily deposit limit of USD 50.00 reached; it resets at 00:00 UTC.',
    );
    expect(limitReachedMessage('loss', 'week', 'EUR 5.00', at('2030-01-21T00:00:00.000Z'))).toBe(
      'Weekly loss limit of EUR 5.00 reached; it resets on Monday 2030-01-21 at 00:00 UTC.',
    );
  });
});
