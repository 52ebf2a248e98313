import { useNavigate } from 'react-router';
import type { TournamentSummary } from '@gom/contract/contests';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatStart } from '@/lib/tournaments/format-start.ts';
import { usePlayWindowEntry } from '../api/play-window-entry.ts';
import { contestGamePath } from '@/lib/contests/contest-game-path.ts';

// A playing window's entry on its tournament's page while the window is open (decision 0171): play it (once, on the
// game screen), go back to it while it is in play, or, once played, wait for the close, where the table is shown.

export function WindowPlayMark({ tournament }: { tournament: TournamentSummary }) {
  return (
    <p className="text-sm" data-testid="window-mark">
      Play any time until <span className="font-semibold tabular-nums">{formatStart(tournament.endsAt)}</span>
    </p>
  );
}

export function WindowEntry({ tournament }: { tournament: TournamentSummary }) {
  const navigate = useNavigate();
  const play = usePlayWindowEntry(tournament.id);
  if (tournament.entryPlay === 'played') {
    return (
      <Alert variant="info" data-testid="window-entry-played">
        Your entry is in. The table and the prizes are shown when the playing window closes at{' '}
        {formatStart(tournament.endsAt)}.
      </Alert>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <WindowPlayMark tournament={tournament} />
      <Button
        disabled={play.isPending}
        onClick={() =>
          play.mutate(undefined, {
            onSuccess: ({ gameId }) =>
              void navigate(
                contestGamePath({
                  kind: 'tournament',
                  contestId: tournament.id,
                  gameId,
                  numberOfQuestions: tournament.numberOfQuestions,
                  difficulty: tournament.difficulty,
                }),
              ),
          })
        }
      >
        {tournament.entryPlay === 'playing' ? 'Back to your entry' : 'Play your entry'}
      </Button>
      {play.isError && (
        <Alert variant="error" className="w-full">
          {play.error.message}
        </Alert>
      )}
    </div>
  );
}
