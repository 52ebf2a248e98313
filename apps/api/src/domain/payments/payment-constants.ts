// Lifetimes and limits of funding (decisions.md, Wallets and the ledger).

/** How long a checkout link stays payable. Stripe accepts 30 minutes to 24 hours. */
export const FUNDING_CHECKOUT_TTL_MS = 60 * 60_000;
/** Default cap on one funding, in whole currency units (FUNDING_MAX_AMOUNT overrides it). */
export const DEFAULT_FUNDING_MAX_AMOUNT = 1_000_000;
/** A signed webhook older (or newer) than this is refused: a replay of a captured request. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export const FUNDING_KEY_REUSED_MESSAGE = 'This idempotency key was already used for a different payment';
export const AMOUNT_TOO_LARGE_MESSAGE = 'Amount is too large';
export const AMOUNT_NOT_POSITIVE_MESSAGE = 'Amount must be greater than 0';
export const PROVIDER_UNAVAILABLE_MESSAGE = 'The payment provider is not answering. Please try again.';
