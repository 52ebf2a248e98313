import { passMark } from '@gom/contract/games';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePayout, quoteOdds, winProbability } from './odds.ts';
import { fractionToNumber } from './exact-fraction.ts';

const SPEC_COUNTS = [5, 6, 7, 8, 9, 10];

/** P(Binomial(N, p) ≥ mark) in plain floating point, to compare with the exact sum. */
function floatWinProbability(count: number, p: number, mark: number): number {
  let sum = 0;
  let binomial = 1;
  for (let k = 0; k <= count; k += 1) {
    if (k > 0) binomial = (binomial * (count - k + 1)) / k;
    if (k >= mark) sum += binomial * p ** k * (1 - p) ** (count - k);
  }
  return sum;
}

describe('winProbability', () => {
  it('sums the binomial tail exactly', () => {
    // 5 questions at p = 3/4, at least 4 right: 5·(3/4)^4·(1/4) + (3/4)^5 = 648/1024.
    const win = winProbability({ numberOfQuestions: 5, accuracy: 0.75, passMark: 4 });
    expect(fractionToNumber(win)).toBe(648 / 1024);
    expect(fractionToNumber(winProbability({ numberOfQuestions: 5, accuracy: 1, passMark: 5 }))).toBe(1);
    expect(fractionToNumber(winProbability({ numberOfQuestions: 5, accuracy: 0.5, passMark: 6 }))).toBe(0);
  });
});

describe('quoteOdds', () => {
  it('prices N = 5..10 at the default accuracy 0.75 and margin 8%', () => {
    const quotes = SPEC_COUNTS.map((count) => quoteOdds({ numberOfQuestions: count, accuracy: 0.75 }));
    expect(quotes.map((quote) => quote.passMark)).toEqual([4, 5, 5, 6, 7, 7]);
    expect(quotes.map((quote) => quote.odds)).toEqual([1.45, 1.72, 1.21, 1.35, 1.53, 1.18]);
    expect(quotes[0]).toEqual({ odds: 1.45, oddsHundredths: 145, passMark: 4, winProbability: 0.6328125 });
  });

  it.each([
    // 0.92 / (3/16) = 4.9066… → 4.90
    [5, 0.5, 0.08, 490],
    // 0.98 / (7/64) = 8.96 exactly; floating point computes 8.9599999… and would floor to 8.95
    [6, 0.5, 0.02, 896],
    // 0.92 / P(X ≥ 4 | p = 0.1) = 2000 exactly; floating point gives 1999.99
    [5, 0.1, 0.08, 200_000],
    // 0.9 / (0.6^5 + 5·0.6^4·0.4) = 2.6709… → 2.67
    [5, 0.6, 0.1, 267],
  ])('N=%i p=%d margin=%d → %i hundredths, rounded down exactly', (count, accuracy, margin, hundredths) => {
    expect(quoteOdds({ numberOfQuestions: count, accuracy, margin }).oddsHundredths).toBe(hundredths);
  });

  it('never quotes below 1.01', () => {
    expect(quoteOdds({ numberOfQuestions: 5, accuracy: 0.9 }).odds).toBe(1.01);
    expect(quoteOdds({ numberOfQuestions: 10, accuracy: 1 }).odds).toBe(1.01);
  });

  it('takes the accuracy as an exact ratio too', () => {
    const asRatio = quoteOdds({ numberOfQuestions: 7, accuracy: { numerator: 3, denominator: 4 } });
    expect(asRatio).toEqual(quoteOdds({ numberOfQuestions: 7, accuracy: 0.75 }));
  });

  it('refuses an accuracy of 0 or above 1 and a margin outside [0, 1)', () => {
    expect(() => quoteOdds({ numberOfQuestions: 5, accuracy: 0 })).toThrow(RangeError);
    expect(() => quoteOdds({ numberOfQuestions: 5, accuracy: 1.2 })).toThrow(RangeError);
    expect(() => quoteOdds({ numberOfQuestions: 5, accuracy: 0.7, margin: 1 })).toThrow(RangeError);
  });

  const count = fc.integer({ min: 5, max: 10 });
  const thousandths = fc.integer({ min: 1, max: 1_000 });
  const margin = fc.integer({ min: 0, max: 30 }).map((percent) => percent / 100);

  it('is non-increasing in p', () => {
    fc.assert(
      fc.property(count, thousandths, thousandths, margin, (n, a, b, m) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const atLow = quoteOdds({ numberOfQuestions: n, accuracy: { numerator: low, denominator: 1_000 }, margin: m });
        const atHigh = quoteOdds({
          numberOfQuestions: n,
          accuracy: { numerator: high, denominator: 1_000 },
          margin: m,
        });
        expect(atHigh.oddsHundredths).toBeLessThanOrEqual(atLow.oddsHundredths);
      }),
    );
  });

  it('is non-decreasing in the pass mark', () => {
    const ratio = fc.integer({ min: 1, max: 100 }).map((percent) => percent / 100);
    fc.assert(
      fc.property(count, thousandths, ratio, ratio, (n, a, r1, r2) => {
        const [easy, hard] = r1 <= r2 ? [r1, r2] : [r2, r1];
        const accuracy = { numerator: a, denominator: 1_000 };
        const easier = quoteOdds({ numberOfQuestions: n, accuracy, passRatio: easy });
        const harder = quoteOdds({ numberOfQuestions: n, accuracy, passRatio: hard });
        expect(harder.passMark).toBeGreaterThanOrEqual(easier.passMark);
        expect(harder.oddsHundredths).toBeGreaterThanOrEqual(easier.oddsHundredths);
      }),
    );
  });

  it('never goes below 1.01, keeps P(win) in [0, 1] and agrees with the floating-point sum', () => {
    fc.assert(
      fc.property(count, thousandths, margin, (n, a, m) => {
        const quote = quoteOdds({ numberOfQuestions: n, accuracy: { numerator: a, denominator: 1_000 }, margin: m });
        expect(quote.odds).toBeGreaterThanOrEqual(1.01);
        expect(quote.winProbability).toBeGreaterThan(0);
        expect(quote.winProbability).toBeLessThanOrEqual(1);
        const float = floatWinProbability(n, a / 1_000, quote.passMark);
        expect(Math.abs(quote.winProbability - float)).toBeLessThanOrEqual(float * 1e-12);
        // Rounded down: the quoted odds return at most 1 − margin, unless the 1.01 floor lifted them.
        if (quote.oddsHundredths > 101) expect(quote.odds * quote.winProbability).toBeLessThanOrEqual(1 - m + 1e-12);
        expect((quote.oddsHundredths + 1) / 100).toBeGreaterThan(((1 - m) / quote.winProbability) * (1 - 1e-12));
      }),
    );
  });

  it('uses passMark = ceil(ratio × N) exactly for N = 5..10 and common ratios', () => {
    for (const percent of [50, 55, 60, 65, 66, 67, 70, 75, 80, 85, 90, 95, 100]) {
      for (const n of SPEC_COUNTS) {
        const exactCeiling = Math.floor((n * percent + 99) / 100); // integer arithmetic only
        expect(passMark(n, percent / 100)).toBe(exactCeiling);
        expect(quoteOdds({ numberOfQuestions: n, accuracy: 0.75, passRatio: percent / 100 }).passMark).toBe(
          exactCeiling,
        );
      }
    }
    fc.assert(
      fc.property(count, fc.integer({ min: 1, max: 1_000 }), (n, perThousand) => {
        expect(passMark(n, perThousand / 1_000)).toBe(Math.floor((n * perThousand + 999) / 1_000));
      }),
    );
  });
});

describe('computePayout', () => {
  it('pays stake × odds rounded down to the minor unit', () => {
    expect(computePayout({ stakeMinor: 150n, oddsHundredths: 145 })).toBe(217n); // $1.50 × 1.45 = $2.175 → $2.17
    expect(computePayout({ stakeMinor: 1_000n, oddsHundredths: 168 })).toBe(1_680n); // $10 × 1.68 = $16.80
    expect(computePayout({ stakeMinor: 1_500_000n, oddsHundredths: 145 })).toBe(2_175_000n); // 1.5 USDT, 6 decimals
    expect(computePayout({ stakeMinor: 0n, oddsHundredths: 145 })).toBe(0n);
  });

  it('never pays a fraction of a minor unit more than stake × odds', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 101, max: 1_000_000 }), (stake, odds) => {
        const payout = computePayout({ stakeMinor: stake, oddsHundredths: odds });
        const exactHundredths = stake * BigInt(odds);
        expect(payout * 100n).toBeLessThanOrEqual(exactHundredths);
        expect((payout + 1n) * 100n).toBeGreaterThan(exactHundredths);
      }),
    );
  });

  it('refuses a negative stake and fractional odds', () => {
    expect(() => computePayout({ stakeMinor: -1n, oddsHundredths: 145 })).toThrow(RangeError);
    expect(() => computePayout({ stakeMinor: 100n, oddsHundredths: 1.5 })).toThrow(RangeError);
  });
});
