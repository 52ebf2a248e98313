import { PASS_RATIO } from '@gom/contract/constants';
import { passMark as computePassMark } from '@gom/contract/games';
import { DEFAULT_HOUSE_MARGIN, MIN_ODDS } from './game-constants.ts';
import { fractionOfDecimal, fractionToNumber, toFraction, type ExactRatio, type Fraction } from './exact-fraction.ts';

// The odds model (decisions.md, The game). Against a reference player who calls each clip right with
// probability p, P(win) = P(Binomial(N, p) ≥ pass mark) and the fair odds are 1 / P(win); the house quotes
// (1 − margin) / P(win), rounded DOWN to hundredths and never below 1.01. Everything is exact rationals:
// rounding down is a money decision, and floating point would sometimes round a 1.90 down to 1.89.
//
// Invariants: P(win) ∈ (0, 1]; odds ≥ MIN_ODDS; odds × P(win) ≤ 1 − margin unless the MIN_ODDS floor
// lifts it; the payout is stake × odds rounded down to the currency's minor unit.

const HUNDREDTHS = 100n;

export type WinProbabilityOptions = {
  numberOfQuestions: number;
  /** The reference player's chance of calling one clip right. */
  accuracy: number | ExactRatio;
  passMark: number;
};

/** P(Binomial(N, p) ≥ passMark), exactly: the sum of the binomial terms over a common denominator. */
export function winProbability({ numberOfQuestions, accuracy, passMark }: WinProbabilityOptions): Fraction {
  const p = toFraction(accuracy);
  if (p.numerator > p.denominator) throw new RangeError('accuracy must be at most 1');
  const total = BigInt(numberOfQuestions);
  const right = p.numerator;
  const wrong = p.denominator - p.numerator;
  let sum = 0n;
  let binomial = 1n; // C(N, k), built up as k grows
  for (let k = 0n; k <= total; k += 1n) {
    if (k > 0n) binomial = (binomial * (total - k + 1n)) / k;
    if (k >= BigInt(passMark)) sum += binomial * right ** k * wrong ** (total - k);
  }
  return { numerator: sum, denominator: p.denominator ** total };
}

export type QuoteOddsOptions = {
  numberOfQuestions: number;
  /** The reference player's balanced accuracy p (see reference-accuracy.ts), in (0, 1]. */
  accuracy: number | ExactRatio;
  passRatio?: number;
  margin?: number;
  minOdds?: number;
};

export type OddsQuote = {
  /** Decimal odds as the wire shows them, e.g. 1.45. */
  odds: number;
  /** The same odds as an integer count of hundredths, e.g. 145: what payouts are computed from. */
  oddsHundredths: number;
  passMark: number;
  winProbability: number;
};

export function quoteOdds({
  numberOfQuestions,
  accuracy,
  passRatio = PASS_RATIO,
  margin = DEFAULT_HOUSE_MARGIN,
  minOdds = MIN_ODDS,
}: QuoteOddsOptions): OddsQuote {
  if (!(margin >= 0 && margin < 1)) throw new RangeError(`margin must be in [0, 1), got ${margin}`);
  const mark = computePassMark(numberOfQuestions, passRatio);
  const win = winProbability({ numberOfQuestions, accuracy, passMark: mark });
  if (win.numerator === 0n) throw new RangeError('accuracy must be above 0: nobody could ever win');

  // odds = (1 − margin) / P(win) = keep / win, so hundredths = floor(100 · keep.n · win.d / (keep.d · win.n)).
  const marginFraction = fractionOfDecimal(margin);
  const keepNumerator = marginFraction.denominator - marginFraction.numerator;
  const hundredths = (HUNDREDTHS * keepNumerator * win.denominator) / (marginFraction.denominator * win.numerator);
  const floor = fractionOfDecimal(minOdds);
  const floorHundredths = ceilDivide(HUNDREDTHS * floor.numerator, floor.denominator);
  const oddsHundredths = Number(hundredths > floorHundredths ? hundredths : floorHundredths);

  return {
    odds: oddsHundredths / 100,
    oddsHundredths,
    passMark: mark,
    winProbability: fractionToNumber(win),
  };
}

export type ComputePayoutOptions = {
  /** The stake in the wallet currency's minor units. */
  stakeMinor: bigint;
  oddsHundredths: number;
};

/** What a win pays, in minor units: stake × odds rounded down, so the house never pays a fraction more. */
export function computePayout({ stakeMinor, oddsHundredths }: ComputePayoutOptions): bigint {
  if (stakeMinor < 0n) throw new RangeError('stakeMinor must not be negative');
  if (!Number.isSafeInteger(oddsHundredths) || oddsHundredths < 0) {
    throw new RangeError(`oddsHundredths must be a whole number, got ${oddsHundredths}`);
  }
  return (stakeMinor * BigInt(oddsHundredths)) / HUNDREDTHS;
}

function ceilDivide(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}
