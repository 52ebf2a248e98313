import { currencySymbol } from '@/lib/money/currency-symbols.ts';
import { cn } from '@/utils/cn.ts';
import { CURRENCY_MARKS } from './currency-marks.tsx';

/**
 * A currency's mark: the country's flag for fiat, the token's mark for USDT and USDC, as SVG (never an emoji
 * flag); a code without one shows its symbol on a coin. Decorative: the code is always beside it.
 */
export function CurrencyIcon({ code, className }: { code: string; className?: string }) {
  const mark = CURRENCY_MARKS[code.toUpperCase()];
  return (
    <span
      aria-hidden="true"
      data-currency-mark={mark ? code.toUpperCase() : undefined}
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center overflow-hidden rounded-full text-sm leading-none',
        mark ? 'ring-1 ring-border' : 'bg-primary/20 font-semibold text-primary',
        className,
      )}
    >
      {mark ? (
        <svg viewBox="0 0 24 24" className="size-full" focusable="false">
          {mark}
        </svg>
      ) : (
        currencySymbol(code)
      )}
    </span>
  );
}
