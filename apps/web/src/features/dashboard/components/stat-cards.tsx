import type { ReactNode } from 'react';
import { DollarSignIcon, FlameIcon, GamepadIcon, TargetIcon } from 'lucide-react';
import type { PlayerStats } from '@gom/contract/stats';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatSignedMoney } from '@/lib/money/format-signed-money.ts';

// The dashboard's four figures (spec §2), exactly as the server computed them: two by two on a phone, four
// in a row on a wide screen.

/**
 * Before any game there is no currency to total: dollars. The figure is payouts minus stakes and goes
 * negative after losses, so it is named Net Winnings, not the spec's 'Total Winnings'.
 */
const NO_WINNINGS = { value: 0, currency: 'USD' } as const;

const STAT_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

/** The streak counts games, not calls (the game screen's Streak tile counts calls): '3 wins'. */
function winsInARow(count: number): string {
  return `${count} ${count === 1 ? 'win' : 'wins'}`;
}

function StatCard({
  label,
  value,
  icon,
  footer,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card className="gap-3 py-4 sm:py-5">
      <CardContent className="flex min-w-0 flex-col gap-2 px-4 sm:px-6">
        <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          <span>{label}</span>
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary/15 text-primary [&_svg]:size-4">
            {icon}
          </span>
        </div>
        <p className="text-xl font-semibold tabular-nums sm:text-2xl" data-testid={`stat-${label}`}>
          {value}
        </p>
        {footer && <div className="text-xs text-muted-foreground">{footer}</div>}
      </CardContent>
    </Card>
  );
}

export function StatCards({ stats }: { stats: PlayerStats }) {
  const [winnings = NO_WINNINGS, ...otherCurrencies] = stats.totalWinnings;
  return (
    <section aria-label="Your stats" className={STAT_GRID}>
      <StatCard
        label="Games Played"
        value={String(stats.gamesPlayed)}
        icon={<GamepadIcon aria-hidden="true" />}
        footer={`${stats.gamesWon} won`}
      />
      <StatCard
        label="Accuracy"
        value={`${stats.accuracy}%`}
        icon={<TargetIcon aria-hidden="true" />}
        footer={`${stats.correctPredictions} of ${stats.questionsAnswered} calls correct`}
      />
      <StatCard
        label="Net Winnings"
        value={formatSignedMoney(winnings)}
        icon={<DollarSignIcon aria-hidden="true" />}
        footer={
          otherCurrencies.length > 0 ? (
            <ul aria-label="Other currencies" className="flex flex-wrap gap-x-3">
              {otherCurrencies.map((money) => (
                <li key={money.currency}>{formatSignedMoney(money)}</li>
              ))}
            </ul>
          ) : (
            'Payouts minus stakes'
          )
        }
      />
      <StatCard
        label="Current Streak"
        value={winsInARow(stats.currentStreak)}
        icon={<FlameIcon aria-hidden="true" />}
        footer={`Games won in a row · best ${stats.bestStreak}`}
      />
    </section>
  );
}

export function StatCardsSkeleton() {
  return (
    <div className={STAT_GRID} data-testid="stats-skeleton">
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index} className="gap-3 py-5">
          <CardContent className="flex flex-col gap-3">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-7 w-16" />
            <Skeleton className="h-3 w-20" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
