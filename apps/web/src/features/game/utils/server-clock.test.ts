import { describe, expect, it } from 'vitest';
import { secondsLeft, toLocalDeadline } from './server-clock.ts';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('the countdown follows the server clock', () => {
  it('counts a fresh question from its arrival when the clocks agree', () => {
    const result = toLocalDeadline({
      deadline: iso(NOW + 10_000),
      secondsPerQuestion: 10,
      receivedAt: NOW,
      offsetMs: undefined,
    });
    expect(result).toEqual({ deadlineMs: NOW + 10_000, offsetMs: 0 });
  });

  it('corrects for a server clock that runs ahead', () => {
    // The server is 5 s ahead: it sends at its 12:00:05 a deadline of 12:00:15.
    const result = toLocalDeadline({
      deadline: iso(NOW + 15_000),
      secondsPerQuestion: 10,
      receivedAt: NOW,
      offsetMs: undefined,
    });
    expect(result).toEqual({ deadlineMs: NOW + 10_000, offsetMs: 5_000 });
  });

  it('keeps the best offset, so a question re-sent after a reconnect shows only the time left', () => {
    // Offset 0 known; the question was sent 6 s ago and is re-sent now with its original deadline.
    const result = toLocalDeadline({
      deadline: iso(NOW + 4_000),
      secondsPerQuestion: 10,
      receivedAt: NOW,
      offsetMs: 0,
    });
    expect(result).toEqual({ deadlineMs: NOW + 4_000, offsetMs: 0 });
  });

  it('never shows more than the question time, and counts from arrival without a deadline', () => {
    expect(
      toLocalDeadline({ deadline: undefined, secondsPerQuestion: 10, receivedAt: NOW, offsetMs: 3 }).deadlineMs,
    ).toBe(NOW + 10_000);
    expect(secondsLeft({ deadlineMs: NOW + 12_000, now: NOW, maxSeconds: 10 })).toBe(10);
  });

  it('rounds up to whole seconds and stops at 0', () => {
    expect(secondsLeft({ deadlineMs: NOW + 9_001, now: NOW, maxSeconds: 10 })).toBe(10);
    expect(secondsLeft({ deadlineMs: NOW + 9_000, now: NOW, maxSeconds: 10 })).toBe(9);
    expect(secondsLeft({ deadlineMs: NOW - 5, now: NOW, maxSeconds: 10 })).toBe(0);
  });
});
