import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { PROGRESS_MAX_DEFAULT } from '@gom/contract/constants';
import { cn } from '@/utils/cn.ts';

export function Progress({
  className,
  value,
  max = PROGRESS_MAX_DEFAULT,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root>) {
  const percent = value == null ? 0 : (value / max) * 100;
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/15', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full w-full flex-1 bg-primary transition-transform duration-300"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
