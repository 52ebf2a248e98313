import type { LimitKind, LimitPeriod } from '@gom/contract/safer-play';

// The limit periods are UTC calendar periods (decision 0018): a day from 00:00 UTC, an ISO week from Monday
// 00:00 UTC, a calendar month from the 1st at 00:00 UTC. Pure, so the edges are unit-tested.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period `now` falls in: [start, end). */
export function periodBounds(period: LimitPeriod, now: Date): { start: Date; end: Date } {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'day') return { start: new Date(day), end: new Date(day + DAY_MS) };
  if (period === 'week') {
    const start = day - ((now.getUTCDay() + 6) % 7) * DAY_MS;
    return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
  }
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

const PERIOD_ADJECTIVE: Record<LimitPeriod, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly' };

/** 'it resets at 00:00 UTC' (a day), or '... on Monday 2030-01-21' / '... on 2030-02-01'. */
export function resetsText(period: LimitPeriod, end: Date): string {
  const date = end.toISOString().slice(0, 10);
  if (period === 'day') return 'it resets at 00:00 UTC';
  if (period === 'week') return `it resets on Monday ${date} at 00:00 UTC`;
  return `it resets on ${date} at 00:00 UTC`;
}

/** 'Daily deposit limit of USD 50.00 reached; it resets at 00:00 UTC.' */
export function limitReachedMessage(kind: LimitKind, period: LimitPeriod, limit: string, end: Date): string {
  return `${PERIOD_ADJECTIVE[period]} ${kind} limit of ${limit} reached; ${resetsText(period, end)}.`;
}
