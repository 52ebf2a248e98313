import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, loginDelayMs } from './rate-limits.ts';

describe('loginDelayMs', () => {
  it('lets the first attempts through, then doubles the wait up to the ceiling', () => {
    const { slowdown } = DEFAULT_RATE_LIMITS.login;
    const delays = Array.from({ length: 12 }, (_, index) => loginDelayMs(index + 1, slowdown));
    expect(delays).toEqual([0, 0, 0, 0, 0, 500, 1_000, 2_000, 4_000, 5_000, 5_000, 5_000]);
    expect(loginDelayMs(10_000, slowdown)).toBe(5_000);
  });
});
