import { useState } from 'react';
import type { Standing, TournamentSummary } from '@gom/contract/contests';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { LoadErrorCard } from '@/components/load-error-card.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { formatStart } from '@/lib/tournaments/format-start.ts';
import { useEntryRecap } from '../api/get-entry-recap.ts';
import { useStandings } from '../api/get-standings.ts';
import { AnswersList } from './answers-list.tsx';
import { EntrantCallsDialog } from './entrant-calls-dialog.tsx';
import { StandingsTable } from './standings-table.tsx';

// A finished tournament: the final table with what each place paid (each player's name opens their calls), and the
// caller's own calls with the replays (their entry is a game, read through its recap). While a round is live, the
// same table for those watching, without anyone's calls; while a playing window is open, only how many have played
// (decision 0173).

function YourCalls({ userId, entryId }: { userId: string; entryId: string }) {
  const recap = useEntryRecap(userId, entryId);
  if (!recap.isSuccess) return null;
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>Your calls</CardTitle>
      </CardHeader>
      <CardContent>
        <AnswersList questions={recap.data.questions.filter((question) => question.sent)} />
      </CardContent>
    </Card>
  );
}

export function FinalResults({ tournament, userId }: { tournament: TournamentSummary; userId: string }) {
  const closed = tournament.status === 'closed';
  const standings = useStandings(tournament.id, tournament.status === 'live');
  const [viewing, setViewing] = useState<Standing | null>(null);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="gap-3">
        <CardHeader>
          <CardTitle>{closed ? 'Final table' : 'Live standings'}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 overflow-x-auto px-4 sm:px-6">
          {standings.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : standings.isError ? (
            <LoadErrorCard title="Failed to load the standings" onRetry={() => void standings.refetch()} />
          ) : standings.data.played !== null ? (
            // A playing window before its close tells nobody's result, only how many have played.
            <p data-testid="window-played" className="py-4 text-sm text-muted-foreground">
              {standings.data.played} of {standings.data.entrants} entrants have played. The table is shown when the
              playing window closes at {formatStart(tournament.endsAt)}.
            </p>
          ) : (
            <>
              {closed && standings.data.you?.prize && (
                <p data-testid="your-prize" className="font-medium">
                  You finished #{standings.data.you.rank} and won {formatMoney(standings.data.you.prize)}.
                </p>
              )}
              <StandingsTable
                rows={standings.data.rows}
                you={standings.data.you}
                label="Standings"
                showPrize={closed}
                onSelectPlayer={closed ? setViewing : undefined}
              />
              <p className="text-xs text-muted-foreground">
                {standings.data.entrants} entrants · ranked by right calls, then total answer time, then entry time.
                {closed && ' Choose a player to see their calls.'}
              </p>
            </>
          )}
        </CardContent>
      </Card>
      {closed && tournament.entryId && <YourCalls userId={userId} entryId={tournament.entryId} />}
      <EntrantCallsDialog tournamentId={tournament.id} entrant={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
