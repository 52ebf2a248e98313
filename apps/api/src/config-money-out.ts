import { DEFAULT_FX_RATES, DEFAULT_FX_RATES_AS_OF, parseRates, type RateTable } from './domain/fx/rate-table.ts';
import {
  DEFAULT_REVIEW_WITHDRAWALS_FROM,
  parseReviewThresholds,
  type ReviewThresholds,
} from './domain/admin/review-thresholds.ts';
import { DEFAULT_FX_SPREAD_BASIS_POINTS } from './domain/transfers/transfer-constants.ts';

// The money-out part of the environment (issue 12): exchange rates and spread for transfers, and who pays
// withdrawals. Read by config.ts, which owns the environment.

export const PAYOUT_PROVIDERS = ['sandbox', 'paystack'] as const;
export type PayoutProviderSetting = (typeof PAYOUT_PROVIDERS)[number];
/** A spread above this is a typo, not a price. */
const MAX_FX_SPREAD_PERCENT = 20;
const BASIS_POINTS_PER_PERCENT = 100;

export interface MoneyOutConfig {
  /** FX_RATES and FX_RATES_AS_OF: the rate table quotes use until the operator CLI stores another. */
  fxRates: RateTable;
  /** FX_SPREAD_PERCENT as basis points: the house's fee on a transfer. */
  fxSpreadBasisPoints: bigint;
  /**
   * Who pays withdrawals. Outside production the built-in sandbox by default; in production only what
   * PAYOUT_PROVIDER names (null: withdrawals are switched off, answering 503).
   */
  payoutProvider: PayoutProviderSetting | null;
  paystackSecretKey: string | undefined;
  /** REVIEW_WITHDRAWALS_FROM (issue 16): from this amount (minor units) a withdrawal waits for an operator. */
  withdrawalReviewThresholds: ReviewThresholds;
}

export function parseMoneyOutConfig(options: {
  read: (name: string) => string | undefined;
  fail: (name: string, message: string) => void;
  problems: string[];
  isProduction: boolean;
}): MoneyOutConfig {
  const { read, fail, problems } = options;
  let perUsd: RateTable['perUsd'] = {};
  const parsedRates = parseRates(read('FX_RATES') ?? DEFAULT_FX_RATES);
  if ('problem' in parsedRates) fail('FX_RATES', `must be a comma list of CODE=rate per 1 USD: ${parsedRates.problem}`);
  else perUsd = parsedRates.perUsd;
  const asOfRaw = read('FX_RATES_AS_OF') ?? DEFAULT_FX_RATES_AS_OF;
  const asOf = new Date(asOfRaw);
  if (Number.isNaN(asOf.getTime())) fail('FX_RATES_AS_OF', 'must be an ISO date-time such as 2026-11-01T00:00:00Z');

  let fxSpreadBasisPoints = BigInt(DEFAULT_FX_SPREAD_BASIS_POINTS);
  const spreadRaw = read('FX_SPREAD_PERCENT');
  if (spreadRaw !== undefined) {
    const percent = Number(spreadRaw);
    const basisPoints = percent * BASIS_POINTS_PER_PERCENT;
    if (/^\d+(\.\d{1,2})?$/.test(spreadRaw) && percent <= MAX_FX_SPREAD_PERCENT) {
      fxSpreadBasisPoints = BigInt(Math.round(basisPoints));
    } else fail('FX_SPREAD_PERCENT', `must be a percentage from 0 to ${MAX_FX_SPREAD_PERCENT} with at most 2 decimals`);
  }

  let payoutProvider: PayoutProviderSetting | null = options.isProduction ? null : 'sandbox';
  const payoutRaw = read('PAYOUT_PROVIDER');
  if (payoutRaw !== undefined) {
    const known = PAYOUT_PROVIDERS.find((provider) => provider === payoutRaw);
    if (known) payoutProvider = known;
    else fail('PAYOUT_PROVIDER', `must be one of ${PAYOUT_PROVIDERS.join(', ')}`);
  }
  const paystackSecretKey = read('PAYSTACK_SECRET_KEY');
  if (payoutProvider === 'paystack') {
    if (paystackSecretKey === undefined) problems.push('PAYSTACK_SECRET_KEY is required when PAYOUT_PROVIDER=paystack');
    else if (!/^sk_(test|live)_\S+$/.test(paystackSecretKey)) {
      problems.push('PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_... or sk_live_...)');
    }
  }
  const reviews = parseReviewThresholds(read('REVIEW_WITHDRAWALS_FROM') ?? DEFAULT_REVIEW_WITHDRAWALS_FROM);
  if ('problem' in reviews)
    fail('REVIEW_WITHDRAWALS_FROM', `must be a comma list of CODE=whole amount: ${reviews.problem}`);
  const withdrawalReviewThresholds = 'thresholds' in reviews ? reviews.thresholds : {};
  return {
    fxRates: { perUsd, asOf },
    fxSpreadBasisPoints,
    payoutProvider,
    paystackSecretKey,
    withdrawalReviewThresholds,
  };
}
