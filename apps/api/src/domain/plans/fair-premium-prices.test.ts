import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from '@gom/contract/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertAmount } from '../fx/convert-amount.ts';
import { DEFAULT_FX_RATES, parseRates, type RateTable } from '../fx/rate-table.ts';
import { DEFAULT_PLAN_SETTINGS } from './plan-settings.ts';
import { withFairPremiumPrices } from './fair-premium-prices.ts';

// No currency is a discount: with less than Premium's price in any currency, no transfer (the real conversion,
// its spread and its rounding) buys Premium's price in another.

function tableOf(text: string): RateTable {
  const parsed = parseRates(text);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return { perUsd: parsed.perUsd, asOf: new Date('2026-11-01T00:00:00Z') };
}

/** The currencies whose price `from`'s holder could undercut by transferring first, if any. */
function discounts(prices: Record<CurrencyCode, bigint>, table: RateTable, spreadBasisPoints: bigint): string[] {
  const found: string[] = [];
  for (const from of CURRENCY_CODES) {
    for (const to of CURRENCY_CODES) {
      if (from === to) continue;
      const justShort = prices[from] - 1n;
      if (justShort <= 0n) continue;
      const converted = convertAmount({ amount: justShort, from, to, table, spreadBasisPoints });
      if (typeof converted !== 'string' && converted.receive >= prices[to]) {
        found.push(`${from} ${justShort} → ${to} ${converted.receive} ≥ ${prices[to]}`);
      }
    }
  }
  return found;
}

const rate = (currency: CurrencyCode) =>
  fc
    .double({ min: currency === 'NGN' ? 100 : 0.1, max: currency === 'NGN' ? 5_000 : 10, noNaN: true })
    .map((value) => `${currency}=${Number(value.toFixed(4)) || 1}`);

describe('Premium prices', () => {
  it('today’s defaults made NGN a discount; the fair table has none', () => {
    const table = tableOf(DEFAULT_FX_RATES);
    expect(discounts(DEFAULT_PLAN_SETTINGS.premiumPrices, table, 150n)).not.toEqual([]);
    const fair = withFairPremiumPrices(DEFAULT_PLAN_SETTINGS, table, 150n).premiumPrices;
    expect(discounts(fair, table, 150n)).toEqual([]);
    // USD is the anchor; NGN moves up to the USD price at the rate, EUR down into the band, GBP stays.
    expect(fair.USD).toBe(999n);
    expect(fair.NGN).toBe(1_548_450n);
    expect(fair.EUR).toBe(933n);
    expect(fair.GBP).toBe(799n);
  });

  it('no currency is a discount after a transfer, for any rates, spread and configured prices', () => {
    fc.assert(
      fc.property(
        fc.tuple(rate('EUR'), rate('GBP'), rate('NGN'), rate('USDT'), rate('USDC')),
        fc.integer({ min: 0, max: 2_000 }),
        fc.record(
          Object.fromEntries(
            CURRENCY_CODES.map((currency) => [
              currency,
              fc.bigInt({ min: 1n, max: 10n ** BigInt(CURRENCIES[currency].scale + (currency === 'NGN' ? 6 : 3)) }),
            ]),
          ) as Record<CurrencyCode, fc.Arbitrary<bigint>>,
        ),
        (rates, spread, configured) => {
          const table = tableOf(rates.join(','));
          const spreadBasisPoints = BigInt(spread);
          const fair = withFairPremiumPrices(
            { ...DEFAULT_PLAN_SETTINGS, premiumPrices: configured },
            table,
            spreadBasisPoints,
          ).premiumPrices;
          expect(discounts(fair, table, spreadBasisPoints)).toEqual([]);
          expect(fair.USD).toBe(configured.USD);
        },
      ),
      { numRuns: 300 },
    );
  });
});
