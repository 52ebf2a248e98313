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

/** Rolling periods, counted in whole UTC days including today: the rollups are per day. */
export const LEADERBOARD_PERIOD_DAYS = { week: 7, month: 30, all: null } as const;

/** The UTC day (YYYY-MM-DD) a time falls on: the key of the daily rollup. */
export function utcDayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** The first day of a rolling period ending today; null for all time. */
export function firstDayOfPeriod(period: keyof typeof LEADERBOARD_PERIOD_DAYS, now: Date): string | null {
  const days = LEADERBOARD_PERIOD_DAYS[period];
  return days === null ? null : utcDayOf(new Date(now.getTime() - (days - 1) * DAY_MS));
}
