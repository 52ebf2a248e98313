// The small pure rules behind the player figures: accuracy, the level curve and the leaderboard periods.
// The SQL of the rollups computes accuracy the same way (round(correct × 100 / answered), halves up).

/** round(correct / answered × 100); 0 with nothing answered. */
export function accuracyPercent(correct: number, answered: number): number {
  return answered === 0 ? 0 : Math.round((correct * 100) / answered);
}

/**
 * Correct predictions per level step: level n starts at LEVEL_STEP · n · (n − 1) / 2 correct predictions
 * (level 1 at 0, 2 at 10, 3 at 30, 4 at 60, 5 at 100…), so each level asks LEVEL_STEP more than the last.
 */
export const LEVEL_STEP = 10;

export function correctNeededForLevel(level: number): number {
  return (LEVEL_STEP * level * (level - 1)) / 2;
}

/** The level reached with this many correct predictions, and how many more the next level needs. */
export function levelOf(correct: number): { level: number; nextLevelIn: number } {
  let level = 1;
  while (correctNeededForLevel(level + 1) <= correct) level += 1;
  return { level, nextLevelIn: correctNeededForLevel(level + 1) - correct };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar periods the leaderboard ranks besides all time ('This Week', 'This Month'), in UTC. */
export const CALENDAR_PERIODS = ['week', 'month'] as const;
export type CalendarPeriod = (typeof CALENDAR_PERIODS)[number];

/** The UTC day (YYYY-MM-DD) a time falls on. */
export function utcDayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** The first UTC day of the ISO week (a Monday) or the month that `time` falls in: the period rollups' key. */
export function periodStartOf(period: CalendarPeriod, time: Date): string {
  if (period === 'month') return `${utcDayOf(time).slice(0, 8)}01`;
  const daysSinceMonday = (time.getUTCDay() + 6) % 7;
  return utcDayOf(new Date(time.getTime() - daysSinceMonday * DAY_MS));
}

/** The first day of the current week or month; null for all time. */
export function firstDayOfPeriod(period: CalendarPeriod | 'all', now: Date): string | null {
  return period === 'all' ? null : periodStartOf(period, now);
}
