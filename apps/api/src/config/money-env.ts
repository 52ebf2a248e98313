import { z } from 'zod';
import { DEFAULT_FX_RATES, DEFAULT_FX_RATES_AS_OF, parseRates, type RateTable } from '../domain/fx/rate-table.ts';
import {
  DEFAULT_REVIEW_WITHDRAWALS_FROM,
  parseReviewThresholds,
  type ReviewThresholds,
} from '../domain/admin/review-thresholds.ts';
import { DEFAULT_FX_SPREAD_BASIS_POINTS } from '../domain/transfers/transfer-constants.ts';
import { httpUrl, matching, oneOf, quietly, wholeNumber } from './env-schema.ts';

// Money in (who takes payments, the largest funding) and money out (transfer rates and spread, who pays
// withdrawals).

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderSetting = (typeof PAYMENT_PROVIDERS)[number];
export const PAYOUT_PROVIDERS = ['sandbox', 'paystack'] as const;
export type PayoutProviderSetting = (typeof PAYOUT_PROVIDERS)[number];
/** Whole currency units one funding may not exceed, unless FUNDING_MAX_AMOUNT says otherwise. */
export const DEFAULT_FUNDING_MAX_AMOUNT = 1_000_000;
/** A spread above this is a typo, not a price. */
const MAX_FX_SPREAD_PERCENT = 20;
const BASIS_POINTS_PER_PERCENT = 100;

const rateTable = z.string().transform((raw, context) => {
  const parsed = parseRates(raw);
  if ('perUsd' in parsed) return parsed.perUsd;
  context.addIssue({ code: 'custom', message: `must be a comma list of CODE=rate per 1 USD: ${parsed.problem}` });
  return z.NEVER;
});

const isoDateTime = z.string().transform((raw, context) => {
  const date = new Date(raw);
  if (!Number.isNaN(date.getTime())) return date;
  context.addIssue({ code: 'custom', message: 'must be an ISO date-time such as 2026-11-01T00:00:00Z' });
  return z.NEVER;
});

/** A percentage with at most two decimals, as basis points. */
const spreadBasisPoints = z.string().transform((raw, context) => {
  const percent = Number(raw);
  if (/^\d+(\.\d{1,2})?$/.test(raw) && percent <= MAX_FX_SPREAD_PERCENT) {
    return BigInt(Math.round(percent * BASIS_POINTS_PER_PERCENT));
  }
  context.addIssue({
    code: 'custom',
    message: `must be a percentage from 0 to ${MAX_FX_SPREAD_PERCENT} with at most 2 decimals`,
  });
  return z.NEVER;
});

const reviewThresholds = z.string().transform((raw, context) => {
  const parsed = parseReviewThresholds(raw);
  if ('thresholds' in parsed) return parsed.thresholds;
  context.addIssue({ code: 'custom', message: `must be a comma list of CODE=whole amount: ${parsed.problem}` });
  return z.NEVER;
});

function reviewThresholdsOrThrow(text: string): ReviewThresholds {
  const parsed = parseReviewThresholds(text);
  if ('problem' in parsed) throw new Error(`The default REVIEW_WITHDRAWALS_FROM is invalid: ${parsed.problem}`);
  return parsed.thresholds;
}

/** Card refunds are possible for about six months at most providers (Stripe: 180 days). */
export const DEFAULT_REFUND_WINDOW_DAYS = 180;

export const MONEY_ENV = {
  /** Unset: the sandbox outside production, nothing in production (funding off rather than accidentally free). */
  PAYMENT_PROVIDER: oneOf(PAYMENT_PROVIDERS).optional(),
  STRIPE_SECRET_KEY: quietly(
    matching(
      /^(sk|rk)_(test|live)_\S+$/,
      'must be a Stripe secret key (sk_test_..., sk_live_... or rk_...)',
    ).optional(),
  ),
  STRIPE_WEBHOOK_SECRET: quietly(matching(/^whsec_/, 'must be a webhook signing secret (whsec_...)').optional()),
  SANDBOX_WEBHOOK_URL: httpUrl('must be an http(s) URL').optional(),
  FUNDING_MAX_AMOUNT: wholeNumber(
    1,
    Number.MAX_SAFE_INTEGER,
    'must be a whole number of currency units above 0',
  ).default(DEFAULT_FUNDING_MAX_AMOUNT),
  FX_RATES: rateTable.default(() => parseRatesOrThrow(DEFAULT_FX_RATES)),
  FX_RATES_AS_OF: isoDateTime.default(() => new Date(DEFAULT_FX_RATES_AS_OF)),
  FX_SPREAD_PERCENT: spreadBasisPoints.default(BigInt(DEFAULT_FX_SPREAD_BASIS_POINTS)),
  /** Unset: the sandbox outside production, nothing in production (withdrawals answer 503). */
  PAYOUT_PROVIDER: oneOf(PAYOUT_PROVIDERS).optional(),
  /** Days a card payment takes withdrawals back (a refund) before any money goes to an account; 0: off. */
  REFUND_WINDOW_DAYS: wholeNumber(0, 3_650, 'must be a whole number of days from 0 to 3650').default(
    DEFAULT_REFUND_WINDOW_DAYS,
  ),
  /** From these amounts per currency a withdrawal waits for an operator's approval. */
  REVIEW_WITHDRAWALS_FROM: reviewThresholds.default(() => reviewThresholdsOrThrow(DEFAULT_REVIEW_WITHDRAWALS_FROM)),
  PAYSTACK_SECRET_KEY: quietly(
    matching(/^sk_(test|live)_\S+$/, 'must be a Paystack secret key (sk_test_... or sk_live_...)').optional(),
  ),
};

function parseRatesOrThrow(text: string): RateTable['perUsd'] {
  const parsed = parseRates(text);
  if ('problem' in parsed) throw new Error(`The default FX_RATES are invalid: ${parsed.problem}`);
  return parsed.perUsd;
}
