import { LEADERBOARD_PERIODS } from '@gom/contract/stats';
import type { LeaderboardPeriod } from '@gom/contract/stats';

// The period tabs, in the order the player reads them, and how each one words the ranking rule.

export const PERIOD_TABS: readonly { period: LeaderboardPeriod; label: string; window: string }[] = [
  { period: 'week', label: 'This Week', window: 'this week' },
  { period: 'month', label: 'This Month', window: 'this month' },
  { period: 'all', label: 'All Time', window: 'in total' },
];

/** All time matches the dashboard's Global Ranking, which links here. */
export const DEFAULT_PERIOD: LeaderboardPeriod = 'all';

export function parsePeriod(value: string | null): LeaderboardPeriod {
  return LEADERBOARD_PERIODS.find((period) => period === value) ?? DEFAULT_PERIOD;
}

/** 'Players are ranked by correct predictions, then accuracy, once they have answered 10 questions this week.' */
export function describeRankingRule(period: LeaderboardPeriod, minimumAnswered: number): string {
  const window = PERIOD_TABS.find((tab) => tab.period === period)?.window ?? 'in total';
  return `Players are ranked by correct predictions, then accuracy, once they have answered at least ${minimumAnswered} questions ${window}.`;
}
