import { CURRENCY_CODES, type CurrencyCode } from '@gom/contract/money';
import { unitsToMinor } from '../ledger/minor-units.ts';

// REVIEW_WITHDRAWALS_FROM: a withdrawal of at least this many whole units of its currency waits
// for an operator's approval before it reaches the payout provider. A currency left out has no threshold.

export const DEFAULT_REVIEW_WITHDRAWALS_FROM = 'USD=1000,EUR=1000,GBP=1000,NGN=1500000,USDT=1000,USDC=1000';

export type ReviewThresholds = Partial<Record<CurrencyCode, bigint>>;

/** "USD=1000,NGN=1500000" → minor units per currency, or the first problem found. */
export function parseReviewThresholds(text: string): { thresholds: ReviewThresholds } | { problem: string } {
  const thresholds: ReviewThresholds = {};
  for (const entry of text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [code = '', amount = ''] = entry.split('=').map((part) => part.trim());
    const currency = CURRENCY_CODES.find((known) => known === code.toUpperCase());
    if (!currency) return { problem: `${JSON.stringify(code)} is not a supported currency` };
    if (!/^[1-9]\d{0,11}$/.test(amount)) return { problem: `${currency}=${amount} is not a positive whole amount` };
    thresholds[currency] = unitsToMinor(Number(amount), currency);
  }
  return { thresholds };
}
