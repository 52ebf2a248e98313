import type { MoneyView } from '@gom/contract/money';
import { formatMoney } from './format-money.ts';

/** The true minus sign (U+2212): a hyphen reads as a dash and sits lower than the plus beside it. */
export const MINUS_SIGN = '\u2212';

/** A gain or a loss as the player reads it: '+$8.40', '−$2.00', and '$0.00' for nothing either way. */
export function formatSignedMoney(money: MoneyView): string {
  if (money.value > 0) return `+${formatMoney(money)}`;
  if (money.value < 0) return `${MINUS_SIGN}${formatMoney({ ...money, value: -money.value })}`;
  return formatMoney({ ...money, value: 0 });
}
