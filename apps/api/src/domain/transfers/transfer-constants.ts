import { TRANSFER_QUOTE_SECONDS } from '@gom/contract/transfers';

export const TRANSFER_QUOTE_TTL_MS = TRANSFER_QUOTE_SECONDS * 1_000;
/** The house's spread on a conversion unless FX_SPREAD_PERCENT says otherwise: 1.5 %. */
export const DEFAULT_FX_SPREAD_BASIS_POINTS = 150;

export const QUOTE_EXPIRED_MESSAGE = 'This quote has expired. Please get a new quote.';
export const QUOTE_USED_MESSAGE = 'This quote was already used. Please get a new quote.';
export const QUOTE_NOT_FOUND_MESSAGE = 'Quote not found. Please get a new quote.';
export const TRANSFER_KEY_REUSED_MESSAGE = 'This idempotency key was already used for a different transfer';
export const AMOUNT_TOO_SMALL_TO_CONVERT_MESSAGE = 'Amount is too small to convert';
export const noRateMessage = (from: string, to: string) => `No exchange rate from ${from} to ${to} is available`;

// The ledger and transaction keys of one executed quote (transferOutKey, transferInKey) are in ../ledger/ledger-keys.ts.
