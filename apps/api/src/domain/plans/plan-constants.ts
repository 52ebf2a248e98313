import type { CurrencyCode } from '@gom/contract/money';

// Plans: what the configuration defaults to, and the texts players read.

/** Premium's monthly price per currency, as written in PREMIUM_PRICES (about $9.99 each). */
export const DEFAULT_PREMIUM_PRICES: Record<CurrencyCode, string> = {
  USD: '9.99',
  EUR: '9.49',
  GBP: '7.99',
  NGN: '14999',
  USDT: '9.99',
  USDC: '9.99',
};
/** The house margin of Free odds (decisions.md's 8%) and of Premium odds ("higher prize pools"). */
export const DEFAULT_FREE_MARGIN_PERCENT = 8;
export const DEFAULT_PREMIUM_MARGIN_PERCENT = 5;
/** A margin at or above this is a typo, not a price. */
export const MAX_MARGIN_PERCENT = 50;
/** How often each API process looks for subscriptions to renew or end. */
export const RENEWAL_SWEEP_INTERVAL_MS = 60_000;
/** Subscriptions renewed (or ended) per transaction: a short lock each, whatever the backlog. */
export const RENEWAL_BATCH_SIZE = 50;

export const ALREADY_PREMIUM_MESSAGE = 'You already have Premium';
export const NOT_PREMIUM_MESSAGE = 'You have no Premium subscription to cancel';
export const NO_PRICE_MESSAGE = "Premium can't be paid from a wallet in this currency";
export const RENEWAL_FAILED_MESSAGE =
  'Your Premium renewal could not be paid, so your plan is now Free. Add money to a wallet and upgrade again any time.';
export const RENEWAL_FAILED_SUBJECT = 'Your Premium plan has ended';
