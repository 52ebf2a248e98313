import type { MoneyView } from '@gom/contract/money';
import { findCurrency } from '@/lib/money/currency-symbols.ts';

// A win pays stake × odds, rounded down to the currency's minor unit (decisions.md; the server's rule).
// The stake has at most 1 decimal and the odds 2, so their product is a whole number of thousandths:
// computed in integers, never in floating point, where 1.5 × 1.45 is 2.1749999999999998.

const STAKE_TENTHS = 10;
const ODDS_HUNDREDTHS = 100;
const PRODUCT_SCALE = 3;
const DEFAULT_SCALE = 2;
const DISPLAY_DECIMALS = 2;

function toThousandths(stake: number, odds: number): bigint {
  return BigInt(Math.round(stake * STAKE_TENTHS)) * BigInt(Math.round(odds * ODDS_HUNDREDTHS));
}

/** The amount a win pays, exactly as the server pays it. */
export function computePayout({ stake, odds }: { stake: MoneyView; odds: number }): MoneyView {
  const scale = findCurrency(stake.currency)?.scale ?? DEFAULT_SCALE;
  const thousandths = toThousandths(stake.value, odds);
  const minorUnits =
    scale >= PRODUCT_SCALE
      ? thousandths * 10n ** BigInt(scale - PRODUCT_SCALE)
      : thousandths / 10n ** BigInt(PRODUCT_SCALE - scale);
  return { value: Number(minorUnits) / 10 ** scale, currency: stake.currency };
}

/**
 * Spec §9: potential payout = stake × odds, shown to 2 decimals. Rounded down like the payment itself, so
 * the screen never promises a fraction of a cent more than is paid.
 */
export function formatPotentialPayout(stake: number, odds: number): string {
  const hundredths = toThousandths(stake, odds) / 10n;
  const whole = hundredths / 100n;
  const cents = (hundredths % 100n).toString().padStart(DISPLAY_DECIMALS, '0');
  return `${whole}.${cents}`;
}
