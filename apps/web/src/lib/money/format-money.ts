import type { MoneyView } from '@gom/contract/money';
import { findCurrency } from './currency-symbols.ts';

// Money as the player reads it, one way everywhere (issue 17: the balance said '₦0.00' while the lists said
// 'NGN 21.25'). A known currency shows its spec §3 symbol before the en-US value ('₦2,500.00', '₮10.00',
// '-$5.00'); an empty currency shows the bare value with two decimals; a code we do not know shows
// 'value code' rather than a symbol that would pass it off as dollars. Every decimal a currency's scale
// allows is kept (6 for USDT and USDC), so a small crypto amount is never shown as 0.00; trailing zeros
// beyond two are dropped. Decision 0022 records why this departs from the spec's two displays.

const LOCALE = 'en-US';
const DISPLAY_DECIMALS = 2;

function maxFractionDigits(currency: string): number {
  return Math.max(DISPLAY_DECIMALS, findCurrency(currency)?.scale ?? DISPLAY_DECIMALS);
}

// One formatter per number of decimals, made on first use: building one is far dearer than using it.
const amountFormats = new Map<number, Intl.NumberFormat>();
function amountFormat(maximumFractionDigits: number): Intl.NumberFormat {
  let format = amountFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: DISPLAY_DECIMALS, maximumFractionDigits });
    amountFormats.set(maximumFractionDigits, format);
  }
  return format;
}

/** The value alone, with grouping and two to `scale` decimals: '1,234.50'. */
export function formatAmount(money: MoneyView): string {
  return amountFormat(maxFractionDigits(money.currency)).format(money.value);
}

export function formatMoney(money: MoneyView): string {
  const { value, currency } = money;
  if (!currency) return formatAmount(money);
  const known = findCurrency(currency);
  if (!known) return `${formatAmount(money)} ${currency}`;
  const sign = value < 0 ? '-' : '';
  return `${sign}${known.symbol}${formatAmount({ value: Math.abs(value), currency })}`;
}
