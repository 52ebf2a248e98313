import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from '@gom/contract/money';
import { BASIS_POINTS } from '../fx/convert-amount.ts';
import type { RateTable } from '../fx/rate-table.ts';
import type { PlanSettings } from './plan-settings.ts';

// Premium is priced in every currency from one table, PREMIUM_PRICES, anchored on its USD price. A local price is
// kept only within the band where no currency is a discount after a transfer at the current rates and spread: at
// least the USD price converted at the rate (so nobody pays less by moving money into that currency first), at
// most that over (1 − spread) (so nobody pays less by moving money out of it into USD, or into any other). Inside
// the band a transfer's spread always costs more than the price difference saves; outside it the price is moved
// to the nearer edge. A currency without a rate cannot be transferred to or from, so its price stands.

function toRational(decimal: string): { numerator: bigint; denominator: bigint } {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

const ceilDiv = (numerator: bigint, denominator: bigint) => (numerator + denominator - 1n) / denominator;

/** Premium's price in `currency`, in minor units, at these rates and this spread. */
export function fairPremiumPrice(options: {
  currency: CurrencyCode;
  /** PREMIUM_PRICES, in minor units. */
  configured: Record<CurrencyCode, bigint>;
  table: RateTable;
  spreadBasisPoints: bigint;
}): bigint {
  const { currency, configured, table, spreadBasisPoints } = options;
  const rate = table.perUsd[currency];
  const own = configured[currency];
  if (currency === 'USD' || !rate) return own;
  const { numerator, denominator } = toRational(rate);
  // The USD price in this currency's minor units, exactly: usd cents / 10^2 × rate × 10^scale.
  const exactNumerator = configured.USD * numerator * 10n ** BigInt(CURRENCIES[currency].scale);
  const exactDenominator = denominator * 10n ** BigInt(CURRENCIES.USD.scale);
  const lowest = ceilDiv(exactNumerator, exactDenominator);
  const highest = (exactNumerator * BASIS_POINTS) / (exactDenominator * (BASIS_POINTS - spreadBasisPoints));
  if (own < lowest) return lowest;
  return own > highest ? (highest < lowest ? lowest : highest) : own;
}

/** The plan settings with Premium's prices as charged now: fair at these rates and this spread. */
export function withFairPremiumPrices(
  settings: PlanSettings,
  table: RateTable,
  spreadBasisPoints: bigint,
): PlanSettings {
  const premiumPrices = Object.fromEntries(
    CURRENCY_CODES.map((currency) => [
      currency,
      fairPremiumPrice({ currency, configured: settings.premiumPrices, table, spreadBasisPoints }),
    ]),
  ) as Record<CurrencyCode, bigint>;
  return { ...settings, premiumPrices };
}
