import type { MoneyView } from '@gom/contract/money';
import { currencySymbol, findCurrency } from './currency-symbols.ts';

// Money as the player reads it (spec §3). Two displays:
// - formatMoney, for amounts in lists: en-US currency formatting; an empty currency shows the bare value
//   with two decimals; any code containing USD (USDT, USDC) is shown as USD; a code Intl cannot format
//   falls back to 'value code'.
// - formatBalance, for a wallet's balance: the currency's symbol ($ when unknown) before the value.
// Both keep every decimal a currency's scale allows (6 for USDT and USDC) so a small crypto amount is
// never shown as 0.00; trailing zeros beyond two are dropped.

const LOCALE = 'en-US';
const DISPLAY_DECIMALS = 2;

function maxFractionDigits(currency: string): number {
  return Math.max(DISPLAY_DECIMALS, findCurrency(currency)?.scale ?? DISPLAY_DECIMALS);
}

export function formatMoney(money: MoneyView): string {
  const { value, currency } = money;
  if (!currency) return value.toFixed(DISPLAY_DECIMALS);
  const displayCode = currency.toUpperCase().includes('USD') ? 'USD' : currency;
  try {
    return new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: displayCode,
      maximumFractionDigits: maxFractionDigits(currency),
    }).format(value);
  } catch {
    // Intl throws a RangeError for a malformed code (not three letters).
    return `${value} ${currency}`;
  }
}

/** The value alone, with grouping and two to `scale` decimals: '1,234.50'. */
export function formatAmount(money: MoneyView): string {
  return new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: DISPLAY_DECIMALS,
    maximumFractionDigits: maxFractionDigits(money.currency),
  }).format(money.value);
}

export function formatBalance(money: MoneyView): string {
  return `${currencySymbol(money.currency)}${formatAmount(money)}`;
}
