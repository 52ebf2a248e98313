import { LoaderCircleIcon } from 'lucide-react';

/** The screen shown while the session is being checked (spec §2: 'Loading...'). */
export function FullPageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-svh items-center justify-center gap-3 text-muted-foreground"
    >
      <LoaderCircleIcon className="size-5 animate-spin text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
