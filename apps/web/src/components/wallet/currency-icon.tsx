import { currencyFlag, currencySymbol } from '@/lib/money/currency-symbols.ts';
import { cn } from '@/utils/cn.ts';

/** A fiat currency's flag, or a crypto currency's symbol on a coin. Decorative: the code is always beside it. */
export function CurrencyIcon({ code, className }: { code: string; className?: string }) {
  const flag = currencyFlag(code);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-sm leading-none',
        flag ? 'bg-background/60' : 'bg-primary/20 font-semibold text-primary',
        className,
      )}
    >
      {flag ?? currencySymbol(code)}
    </span>
  );
}
