import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown.ts';
import { offsetFromDateHeader } from './server-offset.ts';

describe('the countdown to a start', () => {
  it('reads in days, hours, minutes or mm:ss as the start nears, and nothing once it has come', () => {
    expect(formatCountdown(2 * 86_400_000 + 4 * 3_600_000)).toBe('2d 04h');
    expect(formatCountdown(3 * 3_600_000 + 5 * 60_000)).toBe('3h 05m');
    expect(formatCountdown(4 * 60_000 + 9_000)).toBe('04:09');
    expect(formatCountdown(400)).toBe('00:01');
    expect(formatCountdown(0)).toBeNull();
    expect(formatCountdown(-5)).toBeNull();
  });
});

describe("the server's clock from its Date header", () => {
  it('takes the header, to the second, against the middle of the round trip', () => {
    const sentAt = Date.parse('2026-12-03T12:00:00.000Z');
    // The server said 12:00:10 (anywhere in that second) while the request was 200 ms out and back.
    const offset = offsetFromDateHeader({
      dateHeader: 'Thu, 03 Dec 2026 12:00:10 GMT',
      sentAt,
      receivedAt: sentAt + 200,
    });
    expect(offset).toBe(10_400);
  });

  it("falls back to this device's clock without a header", () => {
    expect(offsetFromDateHeader({ dateHeader: null, sentAt: 0, receivedAt: 10 })).toBe(0);
    expect(offsetFromDateHeader({ dateHeader: 'not a date', sentAt: 0, receivedAt: 10 })).toBe(0);
  });
});
