import { Link } from 'react-router';
import { TrophyIcon } from 'lucide-react';
import type { LeaderboardPeriod } from '@gom/contract/stats';
import { LoadErrorCard } from '@/components/load-error-card.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { describeRankingRule } from '../utils/leaderboard-periods.ts';
import { LeaderboardTable } from './leaderboard-table.tsx';

const SKELETON_ROWS = 6;

/** One period's ranking: loading, failed, nobody ranked yet, or the table. */
export function LeaderboardBoard({ period }: { period: LeaderboardPeriod }) {
  const board = useLeaderboard(period);

  if (board.isPending) {
    return (
      <Card>
        <CardContent className="flex flex-col gap-3" data-testid="leaderboard-skeleton">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <Skeleton key={index} className="h-9 w-full" />
          ))}
        </CardContent>
      </Card>
    );
  }
  if (board.isError) {
    return <LoadErrorCard title="Failed to load the leaderboard" onRetry={() => void board.refetch()} />;
  }

  const { rows, me, minimumAnswered } = board.data;
  const rule = describeRankingRule(period, minimumAnswered);
  if (rows.length === 0) {
    return (
      <Card className="border-dashed">
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-amber-500/15 text-amber-300">
            <TrophyIcon className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold">Nobody is ranked yet</h2>
          <p className="max-w-md text-sm text-muted-foreground">{rule} Be the first.</p>
          <Button asChild>
            <Link to="/game">Play Now</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{rule}</p>
      <Card className="py-2">
        <CardContent className="px-2 sm:px-4">
          <LeaderboardTable rows={rows} me={me} />
        </CardContent>
      </Card>
      {!me && (
        <p className="text-sm text-muted-foreground">
          You are not ranked for this period yet. Answer {minimumAnswered} questions to join.
        </p>
      )}
    </div>
  );
}
