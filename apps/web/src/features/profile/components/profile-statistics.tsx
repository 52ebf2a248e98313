import type { ReactNode } from 'react';
import type { PlayerStats } from '@gom/contract/stats';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatSignedMoney } from '@/lib/money/format-signed-money.ts';

// The profile's Statistics and Quick Stats cards, every figure from the server.

const PERCENT = 100;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-background/50 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

export function StatisticsCard({ stats }: { stats: PlayerStats }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Statistics</CardTitle>
        <CardDescription>Every settled game counts.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Statistics">
          <Figure label="Games Played">{stats.gamesPlayed}</Figure>
          <Figure label="Wins">{stats.gamesWon}</Figure>
          <Figure label="Accuracy">{stats.accuracy}%</Figure>
          <Figure label="Correct Predictions">{stats.correctPredictions}</Figure>
          <Figure label="Best Streak">{stats.bestStreak}</Figure>
          <Figure label="Net Winnings">
            {stats.totalWinnings.length === 0 ? (
              formatSignedMoney({ value: 0, currency: 'USD' })
            ) : (
              <ul className="flex flex-col">
                {stats.totalWinnings.map((money, index) => (
                  <li key={money.currency} className={index > 0 ? 'text-xs text-muted-foreground' : undefined}>
                    {formatSignedMoney(money)}
                  </li>
                ))}
              </ul>
            )}
          </Figure>
        </dl>
      </CardContent>
    </Card>
  );
}

export function QuickStatsCard({ stats }: { stats: PlayerStats }) {
  const winRate = stats.gamesPlayed === 0 ? 0 : Math.round((stats.gamesWon / stats.gamesPlayed) * PERCENT);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Stats</CardTitle>
        <CardDescription>Where you stand right now.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <dl className="flex flex-col gap-2" aria-label="Quick stats">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Questions Answered</dt>
            <dd className="font-medium tabular-nums">{stats.questionsAnswered}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Win Rate</dt>
            <dd className="font-medium tabular-nums">{winRate}%</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Current Streak</dt>
            <dd className="font-medium tabular-nums">{stats.currentStreak}</dd>
          </div>
        </dl>
        <p className="rounded-lg border border-border bg-background/50 p-3 text-muted-foreground">
          <span className="font-medium text-foreground">Level {stats.level + 1}</span> in {stats.nextLevelIn} correct{' '}
          {stats.nextLevelIn === 1 ? 'prediction' : 'predictions'}
        </p>
      </CardContent>
    </Card>
  );
}
