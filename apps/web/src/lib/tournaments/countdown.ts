import { useEffect, useState } from 'react';
import { useServerOffset } from './server-offset.ts';

// A countdown to a moment on the server's clock (a tournament's start), as the list and the dashboard show it.

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '2d 04h', '3h 05m', '04:09', or null once the moment has come. */
export function formatCountdown(millisecondsLeft: number): string | null {
  if (millisecondsLeft <= 0) return null;
  const seconds = Math.ceil(millisecondsLeft / SECOND_MS);
  const days = Math.floor((seconds * SECOND_MS) / DAY_MS);
  const hours = Math.floor(((seconds * SECOND_MS) % DAY_MS) / HOUR_MS);
  const minutes = Math.floor(((seconds * SECOND_MS) % HOUR_MS) / MINUTE_MS);
  const secs = seconds % 60;
  if (days > 0) return `${days}d ${twoDigits(hours)}h`;
  if (hours > 0) return `${hours}h ${twoDigits(minutes)}m`;
  return `${twoDigits(minutes)}:${twoDigits(secs)}`;
}

/** The server's time now (ms), ticking every second. */
export function useServerNow(): number {
  const offset = useServerOffset();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, []);
  return now + offset;
}

/** What is left until `iso` on the server's clock, formatted; null once it has passed. */
export function useCountdownTo(iso: string): string | null {
  const serverNow = useServerNow();
  return formatCountdown(Date.parse(iso) - serverNow);
}
