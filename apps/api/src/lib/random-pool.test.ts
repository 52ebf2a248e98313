import { describe, expect, it } from 'vitest';
import { createRandomPool } from './random-pool.ts';

describe('random pool', () => {
  it('hands out bytes of the size asked, never the same bytes twice, across refills', () => {
    // A tiny pool refills every few takes, and a take that does not fit what is left starts a fresh fill.
    const take = createRandomPool(64);
    const seen = new Set<string>();
    for (let index = 0; index < 2_000; index += 1) {
      const bytes = take(12);
      expect(bytes).toHaveLength(12);
      seen.add(bytes.toString('hex'));
    }
    // 96 random bits: a repeat among 2,000 would mean bytes were handed out twice.
    expect(seen.size).toBe(2_000);
  });

  it('gives copies: what a caller keeps does not change when the pool refills', () => {
    const take = createRandomPool(16);
    const kept = take(16);
    const before = kept.toString('hex');
    for (let index = 0; index < 10; index += 1) take(16);
    expect(kept.toString('hex')).toBe(before);
  });

  it('spreads its bytes over every value', () => {
    const take = createRandomPool();
    const counts = new Array<number>(256).fill(0);
    for (let index = 0; index < 4_000; index += 1) for (const byte of take(16)) counts[byte]! += 1;
    // 64,000 bytes, 250 expected per value: a stuck or zeroed pool would leave values far off.
    expect(Math.min(...counts)).toBeGreaterThan(150);
    expect(Math.max(...counts)).toBeLessThan(350);
  });

  it('refuses a size it cannot serve', () => {
    const take = createRandomPool(32);
    for (const size of [0, -1, 1.5, 33, Number.NaN]) expect(() => take(size)).toThrow(RangeError);
  });
});
