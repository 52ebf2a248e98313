import { ArrowDownLeftIcon, ArrowUpRightIcon } from 'lucide-react';
import type { MoneyView } from '@gom/contract/money';
import { formatSignedMoney } from '@/lib/money/format-signed-money.ts';
import { cn } from '@/utils/cn.ts';

// Money in and money out told apart three ways, so no one of them is needed alone (colour-blind players,
// screen readers): the sign, the colour and an arrow (in: down into the wallet; out: up and away).

/** Money in (a gain) in green with '+', money out (a loss) in red with '−', nothing either way muted. */
export function SignedAmount({ money, className }: { money: MoneyView; className?: string }) {
  const direction = money.value > 0 ? 'in' : money.value < 0 ? 'out' : 'none';
  const tone = direction === 'in' ? 'text-emerald-400' : direction === 'out' ? 'text-red-400' : 'text-muted-foreground';
  const Arrow = direction === 'in' ? ArrowDownLeftIcon : direction === 'out' ? ArrowUpRightIcon : null;
  return (
    <span
      data-direction={direction}
      className={cn('inline-flex items-center gap-0.5 font-medium whitespace-nowrap tabular-nums', tone, className)}
    >
      {Arrow && <Arrow aria-hidden="true" className="size-[1em] shrink-0" />}
      {formatSignedMoney(money)}
    </span>
  );
}
