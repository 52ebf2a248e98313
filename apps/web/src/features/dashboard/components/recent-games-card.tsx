import { Link } from 'react-router';
import { GamepadIcon } from 'lucide-react';
import type { GameHistoryItem } from '@gom/contract/stats';
import { RecentGamesList } from '@/components/player/recent-games-list.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

// Recent Games (spec §2): the latest settled games, or an invitation to play the first one.

export function RecentGamesCard({
  games,
  isPending,
  isError,
  onRetry,
}: {
  games: GameHistoryItem[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  let content;
  if (isPending) {
    content = (
      <div className="flex flex-col gap-4" data-testid="recent-games-skeleton">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (isError) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p className="font-medium">Failed to load your games</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  } else if (games.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 py-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
          <GamepadIcon className="size-6" aria-hidden="true" />
        </span>
        <p className="font-medium">No games yet</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          Play your first game and your results, calls and winnings show up here.
        </p>
        <Button asChild>
          <Link to="/game">Play your first game</Link>
        </Button>
      </div>
    );
  } else {
    content = <RecentGamesList games={games} />;
  }

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Recent Games</CardTitle>
          <CardDescription>Your latest results</CardDescription>
        </div>
        <Button variant="link" size="inline" asChild>
          <Link to="/profile">View All Games</Link>
        </Button>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
