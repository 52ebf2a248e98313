import type { ComponentProps, ReactNode } from 'react';
import { CheckCircle2Icon, Loader2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';

// The pieces every form and dialog repeated: the error line, a button that spins while its request runs,
// and a dialog's "done" header.

/** A form's error, read out by screen readers as it appears; nothing when there is none. */
export function FormError({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-400">
      {message}
    </p>
  );
}

/** A button that is disabled and shows a spinner while its request is under way. */
export function PendingButton({
  pending,
  disabled,
  children,
  ...props
}: ComponentProps<typeof Button> & { pending: boolean }) {
  return (
    <Button {...props} disabled={pending || disabled}>
      {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
      {children}
    </Button>
  );
}

/** The header of a dialog whose action succeeded: a tick, the title and what happens next. */
export function SuccessHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DialogHeader>
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary sm:mx-0">
        <CheckCircle2Icon className="size-6" aria-hidden="true" />
      </div>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{children}</DialogDescription>
    </DialogHeader>
  );
}
