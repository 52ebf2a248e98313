import type { Clock } from '../../../lib/clock.ts';

/** Wake-ups further away than this are left to the poller: no timer outlives its use by long. */
const TIMER_HORIZON_MS = 60_000;

/** In-process timers that make a game's near wake-up punctual; the poller covers the rest. */
export interface WakeTimers {
  /** Arms (or re-arms, or with null clears) the game's timer. */
  schedule(gameId: string, wakeAt: Date | null): void;
  /** Whether this process holds a timer for the game. */
  has(gameId: string): boolean;
  stop(): void;
}

export function createWakeTimers(options: {
  clock: Clock;
  enabled: boolean;
  onWake: (gameId: string) => void;
}): WakeTimers {
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;
  const arm = (gameId: string, wakeAtMs: number) => {
    const delay = Math.max(0, wakeAtMs - options.clock.now().getTime());
    if (delay > TIMER_HORIZON_MS) return;
    const timer = setTimeout(() => {
      timers.delete(gameId);
      // Node runs timers by the event loop's cached time, which lags the clock on a busy loop: a timer can fire
      // before its wake-up is due by the clock the game is judged on. Woken then, the game would find nothing
      // due and wait for the poller (seen for most games under load). It waits for the rest instead.
      if (options.clock.now().getTime() < wakeAtMs) arm(gameId, wakeAtMs);
      else options.onWake(gameId);
    }, delay);
    timer.unref();
    timers.set(gameId, timer);
  };
  return {
    schedule(gameId, wakeAt) {
      const existing = timers.get(gameId);
      if (existing) clearTimeout(existing);
      timers.delete(gameId);
      if (!options.enabled || stopped || wakeAt === null) return;
      arm(gameId, wakeAt.getTime());
    },
    has: (gameId) => timers.has(gameId),
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
