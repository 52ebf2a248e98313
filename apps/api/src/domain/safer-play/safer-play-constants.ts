import type { SelfExclusionDuration, TimeOutDuration } from '@gom/contract/safer-play';

/** A raise or a removal of a limit waits this long; a lowering applies at once. */
export const LIMIT_CHANGE_DELAY_MS = 24 * 60 * 60 * 1000;

/** A play session closes by itself after this long without a new game. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/** The end of a break taken now, in UTC calendar terms (a month or a year is calendar, not 30 or 365 days). */
export function breakEnd(duration: TimeOutDuration | SelfExclusionDuration, now: Date): Date {
  const end = new Date(now.getTime());
  if (duration === '24h') end.setUTCHours(end.getUTCHours() + 24);
  else if (duration === '7d') end.setUTCDate(end.getUTCDate() + 7);
  else if (duration === '30d') end.setUTCDate(end.getUTCDate() + 30);
  else if (duration === '6m') end.setUTCMonth(end.getUTCMonth() + 6);
  else if (duration === '1y') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 5);
  return end;
}
