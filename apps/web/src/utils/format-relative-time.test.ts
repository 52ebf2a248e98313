import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time.ts';

const NOW = Date.UTC(2026, 4, 1, 12);
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;

describe('formatRelativeTime', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatRelativeTime(ago(10_000), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(MINUTE), NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * MINUTE), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 60 * MINUTE), NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(2 * 24 * 60 * MINUTE), NOW)).toBe('2 days ago');
    expect(formatRelativeTime(ago(400 * 24 * 60 * MINUTE), NOW)).toBe('1 year ago');
  });

  it('treats a time ahead of the clock as just now and returns unreadable text as is', () => {
    expect(formatRelativeTime(new Date(NOW + MINUTE).toISOString(), NOW)).toBe('just now');
    expect(formatRelativeTime('not a date', NOW)).toBe('not a date');
  });
});
