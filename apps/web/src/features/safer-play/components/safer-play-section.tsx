import { REALITY_CHECK_INTERVALS, type RealityCheckInterval } from '@gom/contract/safer-play';
import { toast } from 'sonner';
import { DateOfBirthForm } from '@/components/safer-play/date-of-birth-form.tsx';
import { LoadErrorCard } from '@/components/load-error-card.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useSaferPlay } from '@/lib/safer-play/get-safer-play.ts';
import { useSetRealityCheck } from '@/lib/safer-play/reality-check.ts';
import { BreaksCard } from './breaks-card.tsx';
import { LabelledSelect } from './labelled-select.tsx';
import { LimitsCard } from './limits-card.tsx';

const INTERVAL_OPTIONS = REALITY_CHECK_INTERVALS.map((minutes) => ({
  value: String(minutes) as `${RealityCheckInterval}`,
  label: minutes === 0 ? 'Off' : `Every ${minutes} minutes`,
}));

/** The Settings page's Safer play section. The server enforces every rule; this explains them. */
export function SaferPlaySection({ userId }: { userId: string }) {
  const saferPlay = useSaferPlay(userId);
  const setRealityCheck = useSetRealityCheck(userId);
  const state = saferPlay.data;
  const locked = Boolean(state?.timeOut || state?.selfExclusion);

  return (
    <section id="safer-play" aria-labelledby="safer-play-title" className="flex scroll-mt-20 flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="safer-play-title" className="text-xl font-semibold tracking-tight">
          Safer play
        </h2>
        <p className="text-muted-foreground">Limits, reality checks and breaks that keep play in proportion.</p>
      </div>
      {saferPlay.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : saferPlay.isError || !state ? (
        <LoadErrorCard title="Failed to load Safer play" onRetry={() => void saferPlay.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {state.dateOfBirthRequired && (
            <Card className="lg:col-span-2">
              <CardHeader>
                <CardTitle>Your date of birth</CardTitle>
                <CardDescription>We need it before your next stake, funding or withdrawal.</CardDescription>
              </CardHeader>
              <CardContent>
                <DateOfBirthForm userId={userId} />
              </CardContent>
            </Card>
          )}
          <LimitsCard userId={userId} state={state} locked={locked} />
          <div className="flex flex-col gap-6">
            <Card>
              <CardHeader>
                <CardTitle>Reality check</CardTitle>
                <CardDescription>
                  While you play, a reminder of how long you have played and your net result for the session.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <LabelledSelect
                  id="reality-check-interval"
                  label="Reality check"
                  value={String(state.realityCheck.intervalMinutes) as `${RealityCheckInterval}`}
                  options={INTERVAL_OPTIONS}
                  disabled={locked || setRealityCheck.isPending}
                  onChange={(value) =>
                    setRealityCheck.mutate(
                      { intervalMinutes: Number(value) as RealityCheckInterval },
                      {
                        onSuccess: () => toast.success('Reality check saved'),
                        onError: (failure) => toast.error('Error', { description: failure.message }),
                      },
                    )
                  }
                />
              </CardContent>
            </Card>
            <BreaksCard userId={userId} state={state} />
          </div>
        </div>
      )}
    </section>
  );
}
