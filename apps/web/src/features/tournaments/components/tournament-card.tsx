import { useState } from 'react';
import { Link } from 'react-router';
import type { TournamentSummary } from '@gom/contract/contests';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { EnterTournamentDialog } from './enter-tournament-dialog.tsx';
import { TournamentFacts } from './tournament-facts.tsx';
import { WindowPlayMark } from './window-entry.tsx';
import { PremiumBadge, StartCountdown, TournamentStatusBadge } from './tournament-status.tsx';

// One tournament of the list: its facts, its state, and what the player can do now: enter before the start (a full
// one says so), play it live once entered, read the final table once it is over.

export function tournamentPath(tournamentId: string): string {
  return `/tournaments/${encodeURIComponent(tournamentId)}`;
}

function PrimaryAction({ tournament, onEnter }: { tournament: TournamentSummary; onEnter: () => void }) {
  const path = tournamentPath(tournament.id);
  const entered = tournament.entryId !== null;
  if (tournament.status === 'closed' || tournament.status === 'cancelled') {
    return (
      <Button variant="outline" asChild>
        <Link to={path}>{tournament.status === 'closed' ? 'Final table' : 'Details'}</Link>
      </Button>
    );
  }
  if (entered) {
    return (
      <Button asChild>
        <Link to={path}>
          {tournament.status !== 'live' ? 'Open' : tournament.format === 'window' ? 'Play' : 'Play live'}
        </Link>
      </Button>
    );
  }
  if (tournament.status === 'live') {
    return (
      <Button variant="outline" asChild>
        <Link to={path}>Standings</Link>
      </Button>
    );
  }
  if (tournament.entrants >= tournament.maxEntrants) return <Button disabled>Full</Button>;
  return <Button onClick={onEnter}>Enter</Button>;
}

export function TournamentCard({ tournament, userId }: { tournament: TournamentSummary; userId: string }) {
  const [entering, setEntering] = useState(false);
  const headingId = `tournament-${tournament.id}`;
  return (
    <Card aria-labelledby={headingId} data-testid="tournament-card" className="gap-4">
      <CardHeader className="flex flex-row flex-wrap items-center gap-2">
        <CardTitle id={headingId} className="mr-auto">
          <Link to={tournamentPath(tournament.id)} className="hover:underline">
            {tournament.name}
          </Link>
        </CardTitle>
        {tournament.premiumOnly && <PremiumBadge />}
        {tournament.entryId !== null && <Badge>Entered</Badge>}
        <TournamentStatusBadge status={tournament.status} />
      </CardHeader>
      <CardContent>
        <TournamentFacts tournament={tournament} />
      </CardContent>
      <CardFooter className="flex flex-wrap items-center justify-between gap-3">
        {tournament.format === 'window' && (tournament.status === 'scheduled' || tournament.status === 'live') ? (
          <WindowPlayMark tournament={tournament} />
        ) : tournament.status === 'scheduled' ? (
          <StartCountdown startsAt={tournament.startsAt} />
        ) : (
          <span />
        )}
        <PrimaryAction tournament={tournament} onEnter={() => setEntering(true)} />
      </CardFooter>
      {entering && (
        <EnterTournamentDialog
          userId={userId}
          tournament={tournament}
          open={entering}
          onClose={() => setEntering(false)}
        />
      )}
    </Card>
  );
}
