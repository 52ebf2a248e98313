import { CrownIcon } from 'lucide-react';
import type { TournamentSummary } from '@gom/contract/contests';
import { Badge } from '@/components/ui/badge.tsx';
import { useCountdownTo } from '@/lib/tournaments/countdown.ts';

// A tournament's state in a word or two, and the countdown to its start on the server's clock.

const STATUS_BADGES = {
  scheduled: { label: 'Upcoming', variant: 'secondary' },
  live: { label: 'Live', variant: 'success' },
  closed: { label: 'Finished', variant: 'outline' },
  cancelled: { label: 'Cancelled', variant: 'destructive' },
} as const;

export function PremiumBadge() {
  return (
    <Badge variant="warning" data-testid="premium-only">
      <CrownIcon aria-hidden="true" />
      Premium only
    </Badge>
  );
}

export function TournamentStatusBadge({ status }: { status: TournamentSummary['status'] }) {
  const badge = STATUS_BADGES[status];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}

export function StartCountdown({ startsAt }: { startsAt: string }) {
  const left = useCountdownTo(startsAt);
  return (
    <p className="text-sm" data-testid="start-countdown">
      {left ? (
        <>
          Starts in <span className="font-semibold tabular-nums">{left}</span>
        </>
      ) : (
        'Starting now'
      )}
    </p>
  );
}
