import { Link } from 'react-router';
import { MedalIcon } from 'lucide-react';
import type { TournamentSummary } from '@gom/contract/contests';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useCountdownTo } from '@/lib/tournaments/countdown.ts';
import { formatStart } from '@/lib/tournaments/format-start.ts';
import { useTournaments } from '@/lib/tournaments/get-tournaments.ts';

// The dashboard's way into the Tournaments screen: the next tournament (live first, else the soonest to start)
// with its fee, its pool and the countdown on the server's clock.

export function nextTournament(tournaments: TournamentSummary[]): TournamentSummary | undefined {
  const open = tournaments.filter((one) => one.status === 'live' || one.status === 'scheduled');
  return (
    open.find((one) => one.status === 'live') ?? open.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0]
  );
}

function NextTournament({ tournament }: { tournament: TournamentSummary }) {
  const left = useCountdownTo(tournament.startsAt);
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-background/50 p-3 text-sm">
      <span className="font-medium">{tournament.name}</span>
      <span className="text-muted-foreground">
        {tournament.status === 'live' ? 'Live now' : left ? `Starts in ${left}` : formatStart(tournament.startsAt)} ·{' '}
        {formatMoney(tournament.entryFee)} entry · {formatMoney(tournament.prizePool)} pool
      </span>
    </div>
  );
}

export function TournamentsCard() {
  const tournaments = useTournaments();
  const next = tournaments.isSuccess ? nextTournament(tournaments.data) : undefined;
  return (
    <Card data-testid="tournaments-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MedalIcon className="size-4 text-primary" aria-hidden="true" />
          Tournaments
        </CardTitle>
        <CardDescription>Every entrant plays the same fresh clips, live or within a window.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {tournaments.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : tournaments.isError ? (
          <p className="text-sm text-muted-foreground">The tournaments could not be loaded.</p>
        ) : next ? (
          <NextTournament tournament={next} />
        ) : (
          <p className="text-sm text-muted-foreground">No tournament scheduled right now.</p>
        )}
        <Button variant="outline" asChild>
          <Link to="/tournaments">See all tournaments</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
