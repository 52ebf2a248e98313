import type { ComponentProps } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { buttonVariants } from './button.tsx';
import { cn } from '@/utils/cn.ts';

// Page navigation parts (shadcn/ui style) built from buttons, since the pages are client state, not URLs.

export function Pagination({ className, ...props }: ComponentProps<'nav'>) {
  return (
    <nav
      aria-label="pagination"
      data-slot="pagination"
      className={cn('mx-auto flex w-full justify-center', className)}
      {...props}
    />
  );
}

export function PaginationContent({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul data-slot="pagination-content" className={cn('flex flex-wrap items-center gap-1', className)} {...props} />
  );
}

export function PaginationItem(props: ComponentProps<'li'>) {
  return <li data-slot="pagination-item" {...props} />;
}

export function PaginationButton({
  className,
  isActive = false,
  ...props
}: ComponentProps<'button'> & { isActive?: boolean }) {
  return (
    <button
      type="button"
      aria-current={isActive ? 'page' : undefined}
      data-slot="pagination-button"
      className={cn(
        buttonVariants({ variant: isActive ? 'outline' : 'ghost', size: 'icon' }),
        isActive && 'border-primary text-primary',
        className,
      )}
      {...props}
    />
  );
}

export function PaginationPrevious({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      data-slot="pagination-previous"
      className={cn(buttonVariants({ variant: 'ghost', size: 'default' }), 'gap-1 px-2.5', className)}
      {...props}
    >
      <ChevronLeftIcon aria-hidden="true" />
      {/* Icon only on narrow screens; the name stays for assistive technology. */}
      <span className="sr-only sm:not-sr-only">Previous</span>
    </button>
  );
}

export function PaginationNext({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      data-slot="pagination-next"
      className={cn(buttonVariants({ variant: 'ghost', size: 'default' }), 'gap-1 px-2.5', className)}
      {...props}
    >
      <span className="sr-only sm:not-sr-only">Next</span>
      <ChevronRightIcon aria-hidden="true" />
    </button>
  );
}

export function PaginationEllipsis({ className, ...props }: ComponentProps<'span'>) {
  return (
    // The spec's literal '...'; hidden from screen readers, where the numbered buttons say enough.
    <span
      aria-hidden="true"
      data-slot="pagination-ellipsis"
      className={cn('flex size-9 items-end justify-center pb-1.5 text-muted-foreground', className)}
      {...props}
    >
      ...
    </span>
  );
}
