import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error.ts';
import { fromMinorUnits, toMinorUnits, toPlainDecimal } from './minor-units.ts';

describe('toMinorUnits', () => {
  it('converts exactly where float multiplication would not', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(toMinorUnits(0.29, 'USD')).toBe(29n);
    expect(toMinorUnits(1.1, 'USD')).toBe(110n);
    expect(toMinorUnits(19.99, 'GBP')).toBe(1999n);
    expect(toMinorUnits(1000000, 'USD')).toBe(100000000n);
    expect(toMinorUnits(0.000001, 'USDT')).toBe(1n);
    expect(toMinorUnits(123.456789, 'USDC')).toBe(123456789n);
    expect(toMinorUnits(5, 'NGN')).toBe(500n);
  });

  it('refuses more decimals than the currency allows, never rounding', () => {
    expect(() => toMinorUnits(0.001, 'USD')).toThrow(DomainError);
    expect(() => toMinorUnits(1.005, 'EUR')).toThrow('EUR amounts can have at most 2 decimal places');
    expect(() => toMinorUnits(1e-7, 'USDT')).toThrow('at most 6 decimal places');
    expect(() => toMinorUnits(Number.NaN, 'USD')).toThrow('finite');
    expect(() => toMinorUnits(Infinity, 'USD')).toThrow('finite');
  });

  it('writes exponent forms out in full', () => {
    expect(toPlainDecimal(1e-7)).toBe('0.0000001');
    expect(toPlainDecimal(1.5e21)).toBe('1500000000000000000000');
    expect(toPlainDecimal(-2.5e-3)).toBe('-0.0025');
    expect(toMinorUnits(1e21, 'USD')).toBe(100000000000000000000000n);
  });

  it('round-trips every cent amount through the wire number', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.constantFrom('USD' as const, 'USDT' as const),
        (minor, currency) => {
          expect(toMinorUnits(fromMinorUnits(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });
});
