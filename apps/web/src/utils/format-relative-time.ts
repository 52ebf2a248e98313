// '5 minutes ago', '2 days ago': how long ago something happened, in the largest whole unit.

const LOCALE = 'en-US';
const SECOND_MS = 1_000;
const JUST_NOW_MS = 45 * SECOND_MS;

const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; ms: number }[] = [
  { unit: 'year', ms: 365 * 24 * 60 * 60 * SECOND_MS },
  { unit: 'month', ms: 30 * 24 * 60 * 60 * SECOND_MS },
  { unit: 'week', ms: 7 * 24 * 60 * 60 * SECOND_MS },
  { unit: 'day', ms: 24 * 60 * 60 * SECOND_MS },
  { unit: 'hour', ms: 60 * 60 * SECOND_MS },
  { unit: 'minute', ms: 60 * SECOND_MS },
];

// Made on first use: building one loads locale data (several milliseconds on a phone), which the screens
// importing this would otherwise pay as they load, even with nothing to date.
let formatter: Intl.RelativeTimeFormat | undefined;
function relativeTimeFormat(): Intl.RelativeTimeFormat {
  formatter ??= new Intl.RelativeTimeFormat(LOCALE, { numeric: 'always' });
  return formatter;
}

/** The raw text when the time is unreadable; 'just now' for the last few seconds (or a clock ahead of ours). */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const elapsed = now - time;
  if (elapsed < JUST_NOW_MS) return 'just now';
  for (const { unit, ms } of UNITS) {
    if (elapsed >= ms) return relativeTimeFormat().format(-Math.floor(elapsed / ms), unit);
  }
  return relativeTimeFormat().format(-1, 'minute');
}
