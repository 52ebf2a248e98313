// Subscription periods are calendar months in UTC, counted from the day the player subscribed: a 31 January
// subscription renews on 28 (or 29) February, then 31 March, so short months never make the day drift.

const MS_PER_DAY = 86_400_000;

/** `anchor` plus `months` calendar months (UTC), on the anchor's day or the last day of a shorter month. */
export function addMonths(anchor: Date, months: number): Date {
  if (!Number.isSafeInteger(months) || months < 0) throw new RangeError(`months must be a whole number ≥ 0`);
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(anchor.getUTCDate(), lastDay);
  const timeOfDay = anchor.getTime() - Date.UTC(year, anchor.getUTCMonth(), anchor.getUTCDate());
  return new Date(Date.UTC(year, month, day) + timeOfDay);
}

/** The UTC day `now` falls in, as [start, end). */
export function utcDay(now: Date): { start: Date; end: Date } {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { start: new Date(start), end: new Date(start + MS_PER_DAY) };
}
