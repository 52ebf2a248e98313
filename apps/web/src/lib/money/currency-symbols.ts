import { CURRENCIES } from '@gom/contract/currency-codes';
import type { CurrencyInfo } from '@gom/contract/currency-codes';

// Spec §3: USD $, EUR €, GBP £, NGN ₦, USDT ₮, USDC $ (the contract's table); the balance display uses $
// for any code it does not know.

export const UNKNOWN_CURRENCY_SYMBOL = '$';

/** The known currency for a code, whatever its case; undefined for anything else. */
export function findCurrency(code: string): CurrencyInfo | undefined {
  const upper = code.toUpperCase();
  return Object.hasOwn(CURRENCIES, upper) ? CURRENCIES[upper as keyof typeof CURRENCIES] : undefined;
}

export function currencySymbol(code: string): string {
  return findCurrency(code)?.symbol ?? UNKNOWN_CURRENCY_SYMBOL;
}
