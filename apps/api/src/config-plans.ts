import { CURRENCY_CODES, type CurrencyCode } from '@gom/contract/money';
import { DomainError } from './domain/domain-error.ts';
import { toMinorUnits } from './domain/ledger/minor-units.ts';
import {
  DEFAULT_FREE_MARGIN_PERCENT,
  DEFAULT_PREMIUM_MARGIN_PERCENT,
  DEFAULT_PREMIUM_PRICES,
  MAX_MARGIN_PERCENT,
} from './domain/plans/plan-constants.ts';
import { DEFAULT_PLAN_SETTINGS, type PlanSettings } from './domain/plans/plan-settings.ts';

// The plans part of the environment (issue 13): Premium's price per currency and the house margin of each
// plan's odds. Read by config.ts, which owns the environment.

export interface PlansConfig {
  plans: PlanSettings;
}

/** `CODE=price,...` over the defaults: a currency not listed keeps its default price. */
export function parsePremiumPrices(raw: string | undefined): Record<CurrencyCode, bigint> | { problem: string } {
  const written: Record<string, string> = { ...DEFAULT_PREMIUM_PRICES };
  const seen = new Set<string>();
  for (const entry of (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = /^([A-Z]+)=(\d+(?:\.\d+)?)$/.exec(entry);
    if (!match) return { problem: `${JSON.stringify(entry)} is not CODE=price` };
    const [, code = '', price = ''] = match;
    if (!CURRENCY_CODES.includes(code as CurrencyCode)) {
      return { problem: `${code} is not a supported currency (${CURRENCY_CODES.join(', ')})` };
    }
    if (seen.has(code)) return { problem: `${code} is listed twice` };
    seen.add(code);
    written[code] = price;
  }
  const prices = {} as Record<CurrencyCode, bigint>;
  for (const code of CURRENCY_CODES) {
    const text = written[code] ?? '';
    try {
      prices[code] = toMinorUnits(Number(text), code);
    } catch (error) {
      if (error instanceof DomainError) return { problem: `${code}=${text}: ${error.message}` };
      throw error;
    }
    if (prices[code] <= 0n) return { problem: `${code}'s price must be above 0` };
  }
  return prices;
}

export function parsePlansConfig(options: {
  read: (name: string) => string | undefined;
  fail: (name: string, message: string) => void;
}): PlansConfig {
  const { read, fail } = options;
  const percent = (name: string, fallback: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (/^\d+(\.\d{1,2})?$/.test(raw) && value < MAX_MARGIN_PERCENT) return value;
    fail(name, `must be a percentage from 0 to below ${MAX_MARGIN_PERCENT} with at most 2 decimals`);
    return fallback;
  };
  const freeMarginPercent = percent('FREE_MARGIN_PERCENT', DEFAULT_FREE_MARGIN_PERCENT);
  const premiumMarginPercent = percent('PREMIUM_MARGIN_PERCENT', DEFAULT_PREMIUM_MARGIN_PERCENT);
  if (premiumMarginPercent > freeMarginPercent) {
    fail('PREMIUM_MARGIN_PERCENT', `must not be above FREE_MARGIN_PERCENT (${freeMarginPercent}): Premium pays more`);
  }
  const parsed = parsePremiumPrices(read('PREMIUM_PRICES'));
  let premiumPrices = DEFAULT_PLAN_SETTINGS.premiumPrices;
  if ('problem' in parsed) fail('PREMIUM_PRICES', `must be a comma list of CODE=monthly price: ${parsed.problem}`);
  else premiumPrices = parsed;
  return { plans: { freeMarginPercent, premiumMarginPercent, premiumPrices } };
}
