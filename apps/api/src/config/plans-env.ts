import { CURRENCY_CODES, type CurrencyCode } from '@gom/contract/money';
import { z } from 'zod';
import { DomainError } from '../domain/domain-error.ts';
import { toMinorUnits } from '../domain/ledger/minor-units.ts';
import {
  DEFAULT_FREE_MARGIN_PERCENT,
  DEFAULT_PREMIUM_MARGIN_PERCENT,
  DEFAULT_PREMIUM_PRICES,
  MAX_MARGIN_PERCENT,
} from '../domain/plans/plan-constants.ts';
import { DEFAULT_PLAN_SETTINGS, type PlanSettings } from '../domain/plans/plan-settings.ts';

// Plans: Premium's price per currency and the house margin of each plan's odds.

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

const marginPercent = z.string().transform((raw, context) => {
  const value = Number(raw);
  if (/^\d+(\.\d{1,2})?$/.test(raw) && value < MAX_MARGIN_PERCENT) return value;
  context.addIssue({
    code: 'custom',
    message: `must be a percentage from 0 to below ${MAX_MARGIN_PERCENT} with at most 2 decimals`,
  });
  return z.NEVER;
});

const premiumPrices = z.string().transform((raw, context) => {
  const parsed = parsePremiumPrices(raw);
  if (!('problem' in parsed)) return parsed;
  context.addIssue({ code: 'custom', message: `must be a comma list of CODE=monthly price: ${parsed.problem}` });
  return z.NEVER;
});

export const PLANS_ENV = {
  FREE_MARGIN_PERCENT: marginPercent.default(DEFAULT_FREE_MARGIN_PERCENT),
  PREMIUM_MARGIN_PERCENT: marginPercent.default(DEFAULT_PREMIUM_MARGIN_PERCENT),
  PREMIUM_PRICES: premiumPrices.default(() => DEFAULT_PLAN_SETTINGS.premiumPrices),
};
