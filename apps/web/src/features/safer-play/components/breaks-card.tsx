import { useState } from 'react';
import { toast } from 'sonner';
import {
  BREAK_DURATION_LABELS,
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
  type SaferPlay,
  type SelfExclusionDuration,
  type TimeOutDuration,
} from '@gom/contract/safer-play';
import { formatUntil } from '@/components/safer-play/format-until.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { useSelfExclude, useTakeTimeOut } from '@/lib/safer-play/take-break.ts';

type Pending =
  { kind: 'timeOut'; duration: TimeOutDuration } | { kind: 'selfExclusion'; duration: SelfExclusionDuration };

const WHAT = { timeOut: 'time-out', selfExclusion: 'self-exclusion' } as const;

function BreakChoices<Duration extends string>(props: {
  title: string;
  durations: readonly Duration[];
  label: (duration: Duration) => string;
  disabled: boolean;
  onChoose: (duration: Duration) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium">{props.title}</p>
      <div className="flex flex-wrap gap-2">
        {props.durations.map((duration) => (
          <Button key={duration} variant="outline" disabled={props.disabled} onClick={() => props.onChoose(duration)}>
            {props.label(duration)}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** Time-outs and self-exclusion, each confirmed first: neither can be ended early. */
export function BreaksCard({ userId, state }: { userId: string; state: SaferPlay }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const timeOut = useTakeTimeOut(userId);
  const selfExclude = useSelfExclude(userId);
  const busy = timeOut.isPending || selfExclude.isPending;

  function confirm() {
    if (!pending) return;
    const options = {
      onSuccess: () => {
        toast.success(`Your ${WHAT[pending.kind]} has started`);
        setPending(null);
      },
      onError: (failure: Error) => {
        toast.error('Error', { description: failure.message });
        setPending(null);
      },
    };
    if (pending.kind === 'timeOut') timeOut.mutate({ duration: pending.duration }, options);
    else selfExclude.mutate({ duration: pending.duration }, options);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Take a break</CardTitle>
        <CardDescription>
          During a time-out or a self-exclusion you cannot play, add funds or change your Safer play settings;
          withdrawals still work. Neither can be ended early, and a self-exclusion cannot be lifted by anyone.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {state.selfExclusion && (
          <p className="text-sm font-medium">Your self-exclusion ends on {formatUntil(state.selfExclusion.until)}.</p>
        )}
        {state.timeOut && (
          <p className="text-sm font-medium">Your time-out ends on {formatUntil(state.timeOut.until)}.</p>
        )}
        <BreakChoices
          title="Time-out"
          durations={TIME_OUT_DURATIONS}
          label={(duration) => `Time-out for ${BREAK_DURATION_LABELS[duration]}`}
          disabled={busy}
          onChoose={(duration) => setPending({ kind: 'timeOut', duration })}
        />
        <BreakChoices
          title="Self-exclusion"
          durations={SELF_EXCLUSION_DURATIONS}
          label={(duration) => `Exclude me for ${BREAK_DURATION_LABELS[duration]}`}
          disabled={busy}
          onChoose={(duration) => setPending({ kind: 'selfExclusion', duration })}
        />
      </CardContent>
      {pending && (
        <Dialog open onOpenChange={(open) => !open && setPending(null)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>
                Start a {BREAK_DURATION_LABELS[pending.duration]} {WHAT[pending.kind]}?
              </DialogTitle>
              <DialogDescription>
                From now until it ends you cannot play or add funds, and it cannot be ended early
                {pending.kind === 'selfExclusion' ? ' by you or by us' : ''}. Withdrawals still work.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setPending(null)}>
                Cancel
              </Button>
              <Button disabled={busy} onClick={confirm}>
                Start {WHAT[pending.kind]}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </Card>
  );
}
