import { Link, useNavigate } from 'react-router';
import { CheckIcon, ClockIcon, PlayIcon, TrophyIcon, XIcon } from 'lucide-react';
import type { Challenge } from '@gom/contract/contests';
import { DIFFICULTY_LEVELS } from '@gom/contract/games';
import { LoadErrorCard } from '@/components/load-error-card.tsx';
import { PageLayout } from '@/components/layouts/page-layout.tsx';
import { PlayerName } from '@/components/player/player-avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useChallenge, useStartChallengeEntry } from '../api/challenges.ts';
import { contestGamePath } from '@/lib/contests/contest-game-path.ts';
import { CHALLENGE_STATUS_LABELS, formatAnswerTime, outcomeFor, ownEntryOf } from '../utils/challenge-text.ts';

// The challenge's page (decision 0160): its status, the stake and what the winner takes, each side (played or not,
// its score and time once the server shows it), the calls of both once both have played, and the way to play one's
// own side. It polls while the challenge is being played, so the result appears when the friend finishes.

const OUTCOME_TEXT = {
  won: 'You won the challenge',
  lost: 'Your friend won the challenge',
  draw: 'A draw: both stakes were returned',
} as const;

type Entry = Challenge['entries'][number];

function EntryCard({ entry, challenge, isYou }: { entry: Entry; challenge: Challenge; isYou: boolean }) {
  const winner = challenge.winnerId === entry.userId;
  return (
    <Card data-testid={isYou ? 'your-side' : 'their-side'}>
      <CardHeader>
        <CardTitle className="flex items-center justify-between gap-2">
          <PlayerName player={entry} />
          {winner && (
            <Badge data-testid="winner-badge">
              <TrophyIcon aria-hidden="true" />
              Winner
            </Badge>
          )}
        </CardTitle>
        <CardDescription>{isYou ? 'You' : 'Your friend'}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {!entry.played ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ClockIcon className="size-4" aria-hidden="true" />
            Not played yet
          </p>
        ) : entry.correct === null ? (
          <p className="text-sm text-muted-foreground">Played. The score shows once you have played too.</p>
        ) : (
          <p className="text-lg font-semibold tabular-nums" data-testid="side-score">
            {entry.correct}/{challenge.numberOfQuestions} right · {formatAnswerTime(entry.totalAnswerMs ?? 0)}
          </p>
        )}
        {entry.answers && (
          <ol className="flex flex-wrap gap-2" aria-label="Calls">
            {entry.answers.map((answer) => (
              <li
                key={answer.questionIndex}
                className="flex items-center gap-1 rounded-md border border-border px-2 py-1 text-xs uppercase"
                data-correct={answer.isCorrect === true}
              >
                {answer.isCorrect ? (
                  <CheckIcon className="size-3 text-emerald-400" aria-label="Right" />
                ) : (
                  <XIcon className="size-3 text-red-400" aria-label="Wrong" />
                )}
                Q{answer.questionIndex + 1} {answer.answer ?? '—'}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

export function ChallengeView({ userId, challengeId }: { userId: string; challengeId: string }) {
  const challenge = useChallenge(userId, challengeId);
  const start = useStartChallengeEntry(userId);
  const navigate = useNavigate();

  if (challenge.isPending) return <Skeleton className="m-8 h-64" />;
  if (challenge.isError) {
    return (
      <PageLayout title="Challenge">
        <LoadErrorCard title={challenge.error.message} onRetry={() => void challenge.refetch()} />
      </PageLayout>
    );
  }
  const data = challenge.data;
  const mine = ownEntryOf(data, userId);
  const outcome = outcomeFor(data, userId);
  const level = DIFFICULTY_LEVELS.find((candidate) => candidate.level === data.difficulty)?.label ?? data.difficulty;
  const canPlay = data.status === 'accepted' && mine !== null && !mine.played;

  function play() {
    start.mutate(challengeId, {
      onSuccess: ({ gameId }) =>
        void navigate(
          contestGamePath({
            kind: 'challenge',
            contestId: data.id,
            gameId,
            numberOfQuestions: data.numberOfQuestions,
            difficulty: data.difficulty,
          }),
        ),
    });
  }

  return (
    <PageLayout
      title="Head-to-head challenge"
      description={`${data.numberOfQuestions} questions · ${level} · ${formatMoney(data.stake)} each, the winner takes ${formatMoney(data.prize)}`}
      actions={
        canPlay && (
          <Button size="lg" onClick={play} disabled={start.isPending}>
            <PlayIcon aria-hidden="true" />
            {mine?.gameId ? 'Rejoin your side' : 'Play your side'}
          </Button>
        )
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant="outline" data-testid="challenge-status">
          {CHALLENGE_STATUS_LABELS[data.status]}
        </Badge>
        {data.status === 'open' && (
          <span className="text-sm text-muted-foreground">
            The link works until {new Date(data.expiresAt).toLocaleString()}.
          </span>
        )}
        {data.status === 'accepted' && data.endsAt && (
          <span className="text-sm text-muted-foreground">
            Both sides must be played by {new Date(data.endsAt).toLocaleString()}: a side not played loses.
          </span>
        )}
      </div>
      {start.isError && (
        <p role="alert" className="text-sm text-red-400">
          {isApiError(start.error) ? start.error.message : 'Could not start your side.'}
        </p>
      )}
      {outcome && (
        <Card data-testid="challenge-outcome" data-outcome={outcome}>
          <CardContent className="flex items-center gap-3 text-lg font-semibold">
            <TrophyIcon className="size-6 text-primary" aria-hidden="true" />
            {OUTCOME_TEXT[outcome]}
            {outcome === 'won' && <span className="text-primary">+{formatMoney(data.prize)}</span>}
          </CardContent>
        </Card>
      )}
      {data.link && (
        <Card>
          <CardContent className="flex flex-col gap-2 text-sm">
            <span className="text-muted-foreground">Send this link to your friend:</span>
            <code className="break-all" data-testid="challenge-page-link">
              {data.link}
            </code>
          </CardContent>
        </Card>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {data.entries.map((entry) => (
          <EntryCard key={entry.userId} entry={entry} challenge={data} isYou={entry.userId === userId} />
        ))}
        {data.entries.length < 2 && (
          <Card>
            <CardContent className="text-sm text-muted-foreground">Waiting for your friend to accept.</CardContent>
          </Card>
        )}
      </div>
      <Link to="/dashboard" className="text-sm text-primary underline-offset-4 hover:underline">
        Back to the dashboard
      </Link>
    </PageLayout>
  );
}
