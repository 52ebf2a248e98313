import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import { PageLayout } from '@/components/layouts/page-layout.tsx';
import { LoadErrorCard } from '@/components/load-error-card.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TOURNAMENTS_QUERY_KEY } from '@/lib/tournaments/get-tournaments.ts';
import { useTournament } from '../api/get-tournament.ts';
import { EnterTournamentDialog } from './enter-tournament-dialog.tsx';
import { FinalResults } from './final-results.tsx';
import { LiveRound } from './live-round.tsx';
import { TournamentFacts } from './tournament-facts.tsx';
import { WindowEntry, WindowPlayMark } from './window-entry.tsx';
import { PremiumBadge, StartCountdown, TournamentStatusBadge } from './tournament-status.tsx';

// One tournament: its facts, then what fits its moment. Before the start: enter (or, once entered, wait on the
// round's page, connected, for the first clip). Live: the round for an entrant, the standings for anyone else.
// Afterwards: the final table and the entrant's calls and replays. Cancelled: every fee was released. A playing
// window: its entrant plays their entry on the game screen while it is open; the table is shown at its close.

export function TournamentPage({ tournamentId, userId }: { tournamentId: string; userId: string }) {
  const tournament = useTournament(tournamentId);
  const queryClient = useQueryClient();
  const [entering, setEntering] = useState(false);
  // Once the round has opened here it stays, through its end: the end's prize and table are the round's own.
  const [joined, setJoined] = useState(false);
  const readAgain = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: TOURNAMENTS_QUERY_KEY }),
    [queryClient],
  );

  if (tournament.isPending) return <Skeleton className="m-6 h-64" />;
  if (tournament.isError) {
    return (
      <PageLayout title="Tournament">
        <LoadErrorCard title="Failed to load this tournament" onRetry={() => void tournament.refetch()} />
      </PageLayout>
    );
  }
  const data = tournament.data;
  const entered = data.entryId !== null;
  const windowFormat = data.format === 'window';
  // A live round's entrant waits on the round's page; a playing window's plays on the game screen (window-entry.tsx).
  const playing = !windowFormat && entered && (data.status === 'scheduled' || data.status === 'live');
  if (playing && !joined) setJoined(true);
  const showRound = playing || joined;
  const facts = (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <TournamentFacts tournament={data} />
        {data.status === 'scheduled' && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <StartCountdown startsAt={data.startsAt} />
            {!entered && (
              <Button disabled={data.entrants >= data.maxEntrants} onClick={() => setEntering(true)}>
                {data.entrants >= data.maxEntrants ? 'Full' : 'Enter'}
              </Button>
            )}
          </div>
        )}
        {windowFormat && data.status === 'scheduled' && <WindowPlayMark tournament={data} />}
        {windowFormat && data.status === 'live' && entered && <WindowEntry tournament={data} />}
        {windowFormat && data.status === 'live' && !entered && <WindowPlayMark tournament={data} />}
      </CardContent>
    </Card>
  );

  return (
    <PageLayout
      title={
        <span className="flex flex-wrap items-center gap-2">
          {data.name}
          {data.premiumOnly && <PremiumBadge />}
          <TournamentStatusBadge status={data.status} />
        </span>
      }
      actions={
        <Button variant="ghost" asChild>
          <Link to="/tournaments">
            <ArrowLeftIcon aria-hidden="true" />
            All tournaments
          </Link>
        </Button>
      }
    >
      {!showRound && facts}
      {data.status === 'cancelled' && (
        <Alert variant="info">This tournament was cancelled. Every entry fee was released to its wallet.</Alert>
      )}
      {showRound && <LiveRound tournament={data} onStale={readAgain} />}
      {/* While the round is on, it comes first: on a phone the clip and the calls are on the first screen. */}
      {showRound && facts}
      {/* A playing window's entrant is told nobody's result before the close (the table is empty to them till then). */}
      {!showRound && (data.status === 'closed' || (data.status === 'live' && !(windowFormat && entered))) && (
        <FinalResults tournament={data} userId={userId} />
      )}
      {entering && (
        <EnterTournamentDialog userId={userId} tournament={data} open={entering} onClose={() => setEntering(false)} />
      )}
    </PageLayout>
  );
}
