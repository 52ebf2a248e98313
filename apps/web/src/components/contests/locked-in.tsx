import { LockIcon } from 'lucide-react';
import type { Answer } from '@gom/contract/socket';

// A contest's call once it is in (a live round's question, a playing window's entry): the call and when its outcome
// comes, the same words for a right and a wrong call, since the verdict goes out to everyone at once later.

export function LockedIn({ answer, outcomeComes }: { answer: Answer; outcomeComes: string }) {
  return (
    <p
      data-testid="locked-in"
      className="flex items-center gap-2 rounded-lg border border-primary/40 bg-primary/10 p-3 font-medium"
    >
      <LockIcon className="size-4" aria-hidden="true" />
      Locked in: {answer.toUpperCase()}. {outcomeComes}
    </p>
  );
}
