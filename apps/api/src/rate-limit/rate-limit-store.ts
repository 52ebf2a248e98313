/** Counts hits per key in fixed windows. Kept small so a shared store (PostgreSQL, Redis) can replace it. */
export interface RateLimitStore {
  /** Counts one hit and tells how many the current window holds, and when it ends. */
  hit(options: { key: string; windowMs: number; now: Date }): Promise<{ count: number; resetAt: Date }>;
}

const SWEEP_EVERY_HITS = 1_000;

/**
 * One process's memory. Enough for the embedded single-process default; several API processes would
 * each count on their own, which only loosens the limit, never refuses a legitimate player.
 */
export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hitsSinceSweep = 0;
  return {
    async hit({ key, windowMs, now }) {
      const nowMs = now.getTime();
      if (++hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        for (const [storedKey, window] of windows) if (window.resetAt <= nowMs) windows.delete(storedKey);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= nowMs) {
        window = { count: 0, resetAt: nowMs + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetAt: new Date(window.resetAt) };
    },
  };
}
