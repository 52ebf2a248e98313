import type { MoneyView } from '@gom/contract/money';
import { formatMoney } from './format-money.ts';

/** A gain or a loss as the player reads it: '+$8.40', '-$2.00', and '$0.00' for nothing either way. */
export function formatSignedMoney(money: MoneyView): string {
  const formatted = formatMoney(money);
  return money.value > 0 ? `+${formatted}` : formatted;
}
