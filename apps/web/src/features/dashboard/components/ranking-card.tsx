import { Link } from 'react-router';
import { TrophyIcon } from 'lucide-react';
import { LEADERBOARD_MIN_ANSWERED } from '@gom/contract/stats';
import type { PlayerStats } from '@gom/contract/stats';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';

// 'Your Ranking' (spec §2): the all-time rank, or why there is none yet.

export function RankingCard({ stats }: { stats: PlayerStats }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Ranking</CardTitle>
        <CardDescription>Global Ranking</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-500/15 text-amber-300">
            <TrophyIcon className="size-5" aria-hidden="true" />
          </span>
          {stats.globalRank === null ? (
            <div className="flex flex-col">
              <p className="text-sm font-medium" data-testid="global-rank">
                Not ranked yet — answer {LEADERBOARD_MIN_ANSWERED} questions to join
              </p>
              {stats.questionsAnswered > 0 && (
                <p className="text-xs text-muted-foreground">{stats.questionsAnswered} answered so far</p>
              )}
            </div>
          ) : (
            <div className="flex flex-col">
              <p className="text-2xl font-semibold tabular-nums" data-testid="global-rank">
                #{stats.globalRank}
              </p>
              <p className="text-xs text-muted-foreground">All time, by correct predictions</p>
            </div>
          )}
        </div>
        <Button variant="outline" size="sm" asChild>
          <Link to="/leaderboard">View Leaderboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
