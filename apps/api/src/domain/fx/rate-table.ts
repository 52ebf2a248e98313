import { CURRENCY_CODES, type CurrencyCode } from '@gom/contract/money';

// A rate table says how many units of each currency one US dollar buys, as exact decimal text. Any pair
// of currencies in the table has a rate (through USD); a currency missing from it cannot be converted.

export interface RateTable {
  /** Units per 1 USD; USD itself is always 1. */
  perUsd: Partial<Record<CurrencyCode, string>>;
  /** When these rates were set: shown to players beside a quote. */
  asOf: Date;
}

/**
 * The embedded default (FX_RATES unset). Indicative mid-market rates, rounded; an operator sets real ones
 * with FX_RATES or `npm run fx -- set`.
 */
export const DEFAULT_FX_RATES = 'EUR=0.92,GBP=0.79,NGN=1550,USDT=1,USDC=1';
export const DEFAULT_FX_RATES_AS_OF = '2026-11-01T00:00:00.000Z';

const RATE_PATTERN = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,12})?$/;

/** "EUR=0.92,NGN=1550" → the table, or the first problem found (for the config and the CLI to print). */
export function parseRates(text: string): { perUsd: RateTable['perUsd'] } | { problem: string } {
  const perUsd: RateTable['perUsd'] = { USD: '1' };
  for (const entry of text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [code = '', rate = ''] = entry.split('=').map((part) => part.trim());
    const currency = CURRENCY_CODES.find((known) => known === code.toUpperCase());
    if (!currency) return { problem: `${JSON.stringify(code)} is not a supported currency` };
    if (!RATE_PATTERN.test(rate) || Number(rate) <= 0) {
      return { problem: `${currency}=${rate} is not a positive decimal rate` };
    }
    if (currency === 'USD' && Number(rate) !== 1) return { problem: 'USD is the base: its rate is 1' };
    perUsd[currency] = rate;
  }
  return { perUsd };
}

/** The table back as FX_RATES text, in the currencies' usual order (USD left out: it is always 1). */
export function formatRates(perUsd: RateTable['perUsd']): string {
  return CURRENCY_CODES.filter((currency) => currency !== 'USD' && perUsd[currency] !== undefined)
    .map((currency) => `${currency}=${perUsd[currency]}`)
    .join(',');
}
