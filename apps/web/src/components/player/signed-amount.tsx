import type { MoneyView } from '@gom/contract/money';
import { formatSignedMoney } from '@/lib/money/format-signed-money.ts';
import { cn } from '@/utils/cn.ts';

/** A gain in green, a loss in red, nothing either way in the muted colour. */
export function SignedAmount({ money, className }: { money: MoneyView; className?: string }) {
  const tone = money.value > 0 ? 'text-emerald-400' : money.value < 0 ? 'text-red-400' : 'text-muted-foreground';
  return <span className={cn('font-medium tabular-nums', tone, className)}>{formatSignedMoney(money)}</span>;
}
