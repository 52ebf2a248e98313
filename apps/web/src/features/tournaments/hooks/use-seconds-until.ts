import { useEffect, useState } from 'react';

// Whole seconds until a moment on this device's clock (already moved onto the server's by the caller), ticking
// four times a second so a displayed second never lags by more than a quarter.

const TICK_MS = 250;

export function secondsUntil(targetMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
}

export function useSecondsUntil(targetMs: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (targetMs === null) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [targetMs]);
  return targetMs === null ? null : secondsUntil(targetMs, now);
}
