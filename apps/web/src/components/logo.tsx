import { cn } from '@/utils/cn.ts';

/** The product mark: a ball in a goal frame, and the name. */
export function Logo({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary/15" />
        <path d="M7 24V10h18v14" fill="none" className="stroke-primary" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="16" cy="19" r="4.2" className="fill-foreground" />
        <path d="M16 16.6l2.2 1.6-.8 2.6h-2.8l-.8-2.6z" className="fill-background" />
      </svg>
      {showName && (
        <span className="text-lg">
          Goal <span className="text-primary">or</span> Miss
        </span>
      )}
    </span>
  );
}
