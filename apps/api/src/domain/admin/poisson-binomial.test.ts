import { describe, expect, it } from 'vitest';
import { poissonBinomialTail } from './poisson-binomial.ts';

function binomialTail(n: number, p: number, k: number): number {
  let total = 0;
  for (let j = k; j <= n; j += 1) {
    let coefficient = 1;
    for (let i = 0; i < j; i += 1) coefficient = (coefficient * (n - i)) / (i + 1);
    total += coefficient * p ** j * (1 - p) ** (n - j);
  }
  return total;
}

describe('poissonBinomialTail', () => {
  it('is the binomial tail when every trial has the same chance', () => {
    for (const [n, p, k] of [
      [10, 0.5, 7],
      [30, 0.75, 28],
      [50, 0.6, 50],
    ] as const) {
      expect(poissonBinomialTail(Array(n).fill(p), k)).toBeCloseTo(binomialTail(n, p, k), 12);
    }
  });

  it('handles the edges and mixed chances', () => {
    expect(poissonBinomialTail([0.3, 0.9], 0)).toBe(1);
    expect(poissonBinomialTail([0.3, 0.9], 3)).toBe(0);
    expect(poissonBinomialTail([0.3, 0.9], 2)).toBeCloseTo(0.27, 12);
    expect(poissonBinomialTail([0.3, 0.9], 1)).toBeCloseTo(1 - 0.7 * 0.1, 12);
    // 100 calls right out of 100 at 75 % each: 0.75^100 ≈ 3.2e-13.
    expect(poissonBinomialTail(Array(100).fill(0.75), 100)).toBeCloseTo(0.75 ** 100, 20);
  });
});
