import { useEffect, useState } from 'react';

const TICK_MS = 1_000;

/**
 * Whole seconds until `deadline` (a Date.now() time), ticking once a second; 0 once it has passed, and
 * null with no deadline. The server decides whether a quote still holds: this only tells the player.
 */
export function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline - now) / TICK_MS));
}
