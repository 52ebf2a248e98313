import { describe, expect, it } from 'vitest';
import { fractionOfDecimal, fractionOfRatio, fractionToNumber, reduceFraction } from './exact-fraction.ts';

describe('exact fractions', () => {
  it('reads a number as its shortest decimal text, not as the double behind it', () => {
    expect(fractionOfDecimal(0.7)).toEqual({ numerator: 7n, denominator: 10n });
    expect(fractionOfDecimal(0.08)).toEqual({ numerator: 8n, denominator: 100n });
    expect(fractionOfDecimal(1e-7)).toEqual({ numerator: 1n, denominator: 10_000_000n });
    expect(fractionOfDecimal(1)).toEqual({ numerator: 1n, denominator: 1n });
  });

  it('refuses what is not a finite non-negative number or ratio', () => {
    expect(() => fractionOfDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => fractionOfDecimal(-0.5)).toThrow(RangeError);
    expect(() => fractionOfRatio({ numerator: 1, denominator: 0 })).toThrow(RangeError);
    expect(() => fractionOfRatio({ numerator: 0.5, denominator: 2 })).toThrow(RangeError);
  });

  it('reduces and converts back to a number', () => {
    expect(reduceFraction({ numerator: 75n, denominator: 100n })).toEqual({ numerator: 3n, denominator: 4n });
    expect(reduceFraction({ numerator: 0n, denominator: 7n })).toEqual({ numerator: 0n, denominator: 1n });
    expect(fractionToNumber({ numerator: 1n, denominator: 3n })).toBeCloseTo(1 / 3, 15);
  });
});
