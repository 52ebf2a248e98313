import type { MoneyView } from '@gom/contract/money';
import { findCurrency } from './currency-symbols.ts';

// Money as the player reads it, one way everywhere (the balance said '₦0.00' while the lists said
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

const GROUP_SEPARATOR = ',';
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * `value` (finite, not negative) in en-US with grouping and two to `maxDecimals` decimals, exactly as
 * Intl.NumberFormat writes it (format-money.test.ts checks the two agree): its shortest decimal form rounded
 * half away from zero. Written by hand because the first Intl.NumberFormat a page builds loads locale data,
 * tens of milliseconds of main thread on a phone, on the dashboard's first render.
 */
function formatUnsigned(value: number, maxDecimals: number): string {
  const [mantissa = '0', exponentText = '0'] = value.toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const exponent = Number(exponentText);
  const integerDigits = exponent >= 0 ? digits.slice(0, exponent + 1).padEnd(exponent + 1, '0') : '0';
  const fraction = exponent >= 0 ? digits.slice(exponent + 1) : '0'.repeat(-exponent - 1) + digits;
  const kept = BigInt(integerDigits + fraction.slice(0, maxDecimals).padEnd(maxDecimals, '0'));
  const roundsUp = (fraction[maxDecimals] ?? '0') >= '5';
  const rounded = (roundsUp ? kept + 1n : kept).toString().padStart(maxDecimals + 1, '0');
  const integerPart = rounded.slice(0, rounded.length - maxDecimals);
  const fractionPart = rounded
    .slice(rounded.length - maxDecimals)
    .replace(/0+$/, '')
    .padEnd(DISPLAY_DECIMALS, '0');
  return `${integerPart.replace(THOUSANDS, GROUP_SEPARATOR)}.${fractionPart}`;
}

/** The value alone, with grouping and two to `scale` decimals: '1,234.50'. */
export function formatAmount(money: MoneyView): string {
  const { value } = money;
  const maxDecimals = maxFractionDigits(money.currency);
  if (!Number.isFinite(value)) {
    return new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: DISPLAY_DECIMALS,
      maximumFractionDigits: maxDecimals,
    }).format(value);
  }
  // Like Intl, a negative amount keeps its sign even when it rounds to zero ('-0.00').
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + formatUnsigned(Math.abs(value), maxDecimals);
}

export function formatMoney(money: MoneyView): string {
  const { value, currency } = money;
  if (!currency) return formatAmount(money);
  const known = findCurrency(currency);
  if (!known) return `${formatAmount(money)} ${currency}`;
  const sign = value < 0 ? '-' : '';
  return `${sign}${known.symbol}${formatAmount({ value: Math.abs(value), currency })}`;
}
