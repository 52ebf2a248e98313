import type { ComponentProps } from 'react';
import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '@/utils/cn.ts';

// A banner line for transient success, error or info messages (spec §2's game banner). Errors are
// announced at once (role alert); the others politely (role status).

export const alertVariants = cva(
  'relative flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        info: 'border-sky-500/30 bg-sky-500/10 text-sky-200',
        success: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-200',
        error: 'border-red-500/30 bg-red-500/10 text-red-200',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

export type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

export function Alert({ className, variant, ...props }: AlertProps) {
  return (
    <div
      data-slot="alert"
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}
