import { decimalPlaces } from '@gom/contract/money';
import { findCurrency } from '@/lib/money/currency-symbols.ts';

// Spec §5: wallet and amount required, amount above 0. The server refuses more decimals than the
// currency's scale with a 400, so the form says so first, in words.

export const MISSING_WALLET_OR_AMOUNT = 'Please select a wallet and enter an amount';
export const AMOUNT_NOT_POSITIVE = 'Amount must be greater than 0';
export const AMOUNT_TOO_LARGE = 'Amount is too large';
const DEFAULT_SCALE = 2;

export type FundAmountCheck = { ok: true; value: number } | { ok: false; message: string };

export function validateFundAmount(options: {
  walletId: string | undefined;
  currency: string | undefined;
  amount: string;
}): FundAmountCheck {
  const { walletId, currency, amount } = options;
  if (!walletId || !currency || amount.trim() === '') return { ok: false, message: MISSING_WALLET_OR_AMOUNT };
  const value = Number(amount);
  if (!Number.isFinite(value) || value <= 0) return { ok: false, message: AMOUNT_NOT_POSITIVE };
  const scale = findCurrency(currency)?.scale ?? DEFAULT_SCALE;
  if (decimalPlaces(value) > scale) {
    return { ok: false, message: `${currency} amounts can have at most ${scale} decimal places` };
  }
  // Money is held in integer minor units; beyond this it could not be counted exactly.
  if (value * 10 ** scale > Number.MAX_SAFE_INTEGER) return { ok: false, message: AMOUNT_TOO_LARGE };
  return { ok: true, value };
}
