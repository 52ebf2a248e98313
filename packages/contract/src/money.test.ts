import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalPlaces } from './money.ts';
import { accuracyPercent } from './constants.ts';

describe('decimalPlaces', () => {
  it('counts decimals as written', () => {
    expect(decimalPlaces(1)).toBe(0);
    expect(decimalPlaces(1.5)).toBe(1);
    expect(decimalPlaces(0.01)).toBe(2);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1e21)).toBe(0);
    expect(decimalPlaces(Number.NaN)).toBe(Infinity);
  });

  it('agrees with integer cents for any 2-decimal amount', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => decimalPlaces(cents / 100) <= 2));
  });
});

describe('spec §9 formulas', () => {
  it('accuracy rounds correct over total', () => {
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(0, 0)).toBe(0);
  });
});
