/** Counts hits per key in fixed windows. Kept small so a shared store (PostgreSQL, Redis) can replace it. */
export interface RateLimitStore {
  /** Counts one hit and tells how many the current window holds, and when it ends. */
  hit(options: { key: string; windowMs: number; now: Date }): Promise<{ count: number; resetAt: Date }>;
  /**
   * Books the next turn of a queue whose turns are `spacingMs` apart: `spacingMs` after the last turn booked, or
   * after `now` when the queue is idle. Granted when that turn is at most `maxWaitMs` away (then `at` is the
   * turn); otherwise nothing is booked and `at` is the last turn booked, so the caller can say when to retry.
   */
  claimTurn(options: {
    key: string;
    spacingMs: number;
    maxWaitMs: number;
    now: Date;
  }): Promise<{ granted: boolean; at: Date }>;
}

/** The turn `claimTurn` would book after `last` (the queue's last turn, if any), and whether it is granted. */
export function nextTurn(
  last: number | undefined,
  { spacingMs, maxWaitMs, now }: { spacingMs: number; maxWaitMs: number; now: Date },
): { granted: boolean; at: number } {
  const nowMs = now.getTime();
  const at = Math.max(last ?? nowMs, nowMs) + spacingMs;
  return at - nowMs <= maxWaitMs ? { granted: true, at } : { granted: false, at: last ?? nowMs };
}

const SWEEP_EVERY_HITS = 1_000;

/**
 * One process's memory. Enough for the embedded single-process default; several API processes would
 * each count on their own, which only loosens the limit, never refuses a legitimate player.
 */
export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const turns = new Map<string, number>();
  let hitsSinceSweep = 0;
  return {
    async claimTurn(options) {
      const nowMs = options.now.getTime();
      if (++hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        for (const [storedKey, at] of turns) if (at <= nowMs) turns.delete(storedKey);
      }
      const turn = nextTurn(turns.get(options.key), options);
      if (turn.granted) turns.set(options.key, turn.at);
      return { granted: turn.granted, at: new Date(turn.at) };
    },
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
