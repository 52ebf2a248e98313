import { CURRENCY_CODES, type CurrencyCode } from '@gom/contract/money';
import { toMinorUnits } from '../ledger/minor-units.ts';
import {
  DEFAULT_FREE_MARGIN_PERCENT,
  DEFAULT_PREMIUM_MARGIN_PERCENT,
  DEFAULT_PREMIUM_PRICES,
} from './plan-constants.ts';

/** What the operator configures about plans (PREMIUM_PRICES, FREE_MARGIN_PERCENT, PREMIUM_MARGIN_PERCENT). */
export interface PlanSettings {
  freeMarginPercent: number;
  premiumMarginPercent: number;
  /** Premium's monthly price per currency, in minor units. */
  premiumPrices: Record<CurrencyCode, bigint>;
}

/** The defaults, for callers (tests, CLIs) without a configuration. */
export const DEFAULT_PLAN_SETTINGS: PlanSettings = {
  freeMarginPercent: DEFAULT_FREE_MARGIN_PERCENT,
  premiumMarginPercent: DEFAULT_PREMIUM_MARGIN_PERCENT,
  premiumPrices: Object.fromEntries(
    CURRENCY_CODES.map((code) => [code, toMinorUnits(Number(DEFAULT_PREMIUM_PRICES[code]), code)]),
  ) as Record<CurrencyCode, bigint>,
};
