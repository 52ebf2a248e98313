import { decimalPlaces } from '@gom/contract/money';

// Odds decide money, so they are computed on exact rationals (BigInt), never in floating point: a float
// 1.8999999999 floored to hundredths would pay 1.89 where the rule says 1.90.

/** A non-negative rational number; the denominator is positive. */
export type Fraction = { numerator: bigint; denominator: bigint };

/** A probability given either as a JSON-friendly ratio of integers or as a decimal number. */
export type ExactRatio = { numerator: number; denominator: number };

/** The exact value of a number's shortest decimal text: 0.7 → 7/10 (not the double nearest to 0.7). */
export function fractionOfDecimal(value: number): Fraction {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Expected a finite non-negative number, got ${value}`);
  // The shortest decimal text of a double has `scale` decimals, and toFixed(scale) reproduces those digits.
  const scale = decimalPlaces(value);
  return { numerator: BigInt(value.toFixed(scale).replace('.', '')), denominator: 10n ** BigInt(scale) };
}

export function fractionOfRatio(ratio: ExactRatio): Fraction {
  const { numerator, denominator } = ratio;
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new RangeError(`Expected a ratio of non-negative integers, got ${numerator}/${denominator}`);
  }
  return { numerator: BigInt(numerator), denominator: BigInt(denominator) };
}

export function toFraction(value: number | ExactRatio): Fraction {
  return typeof value === 'number' ? fractionOfDecimal(value) : fractionOfRatio(value);
}

/** A fraction as a double, to within a few units in the last place, whatever the size of its terms. */
export function fractionToNumber({ numerator, denominator }: Fraction): number {
  // Doubles reach about 2^1023: drop low bits of both terms alike until they fit, which keeps the ratio.
  const excessBits = Math.max(numerator.toString(2).length, denominator.toString(2).length) - 1_000;
  const shift = BigInt(Math.max(0, excessBits));
  return Number(numerator >> shift) / Number(denominator >> shift);
}

export function greatestCommonDivisor(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function reduceFraction({ numerator, denominator }: Fraction): Fraction {
  let x = numerator;
  let y = denominator;
  while (y !== 0n) [x, y] = [y, x % y];
  return { numerator: numerator / x, denominator: denominator / x };
}
