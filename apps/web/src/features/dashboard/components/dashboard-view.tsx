import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlayIcon } from 'lucide-react';
import { LoadErrorCard } from '@/components/load-error-card.tsx';
import { PlanCard } from '@/components/plans/plan-card.tsx';
import { PageLayout } from '@/components/layouts/page-layout.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useGameHistory } from '@/lib/player/get-game-history.ts';
import { usePlayerStats } from '@/lib/player/get-player-stats.ts';
import { QuickActionsCard } from './quick-actions-card.tsx';
import { RankingCard } from './ranking-card.tsx';
import { RecentGamesCard } from './recent-games-card.tsx';
import { StatCards, StatCardsSkeleton } from './stat-cards.tsx';
import { TournamentsCard } from './tournaments-card.tsx';

/** Spec §2: the dashboard lists the latest five games; the rest are on the profile. */
export const RECENT_GAMES_COUNT = 5;

/** `cards`: what other features add to the side column (composed by the route). */
export function DashboardView({
  userId,
  username,
  cards,
}: {
  userId: string | undefined;
  username: string;
  cards?: ReactNode;
}) {
  const stats = usePlayerStats(userId);
  const history = useGameHistory({ userId, page: 1, pageSize: RECENT_GAMES_COUNT });

  return (
    <PageLayout
      title={`Welcome back, ${username}!`}
      description="Ready for the next clip? Your calls, your stakes, your game."
      actions={
        <Button size="lg" asChild>
          <Link to="/game">
            <PlayIcon aria-hidden="true" />
            Play Now
          </Link>
        </Button>
      }
    >
      {stats.isPending ? (
        <StatCardsSkeleton />
      ) : stats.isError ? (
        <LoadErrorCard title="Failed to load your stats" onRetry={() => void stats.refetch()} />
      ) : (
        <StatCards stats={stats.data} />
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentGamesCard
            games={history.data?.items ?? []}
            isPending={history.isPending}
            isError={history.isError}
            onRetry={() => void history.refetch()}
          />
        </div>
        <div className="flex flex-col gap-6">
          {stats.isSuccess ? (
            <RankingCard stats={stats.data} />
          ) : (
            stats.isPending && (
              <Card>
                <CardContent className="flex flex-col gap-3">
                  <Skeleton className="h-5 w-32" />
                  <Skeleton className="h-8 w-20" />
                </CardContent>
              </Card>
            )
          )}
          {userId && <PlanCard userId={userId} />}
          <TournamentsCard />
          {cards}
          <QuickActionsCard />
        </div>
      </div>
    </PageLayout>
  );
}
