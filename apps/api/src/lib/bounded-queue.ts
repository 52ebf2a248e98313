// At most `concurrency` pieces of work at once, and a line in front that is bounded by time, not by length:
// a piece is let in only when the wait it would have (the work ahead of it, at the recent pace) fits in
// `maxWaitMs`; otherwise it is refused at once with how long to wait before trying again. A burst is then
// answered "come back in N seconds" within milliseconds instead of every request waiting past any timeout
// (decision 0092). First come, first served among the admitted.

/** Thrown by `run` when the wait would be too long: try again after `retryAfterSeconds`. */
export class QueueFullError extends Error {
  constructor(
    readonly queue: string,
    readonly retryAfterSeconds: number,
  ) {
    super(`the ${queue} queue is full: try again in ${retryAfterSeconds} s`);
    this.name = 'QueueFullError';
  }
}

export interface BoundedQueueOptions {
  /** The queue's name, for the error and the log. */
  name: string;
  concurrency: number;
  /** The longest an admitted piece may wait for its turn (predicted at admission). */
  maxWaitMs: number;
  /** The pace assumed before any piece has finished (ms a piece). */
  initialServiceMs: number;
  /** Now in ms; a test passes its own. */
  now?: () => number;
}

export interface BoundedQueue {
  run<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Throws the QueueFullError `run` would throw now: for a caller that must refuse before doing anything that
   * counts (a rate limit's attempt), then runs its work a moment later.
   */
  refuseIfFull(): void;
  /** Pieces running and waiting, and the predicted wait of the next one (ms). */
  stats(): { running: number; waiting: number; serviceMs: number; predictedWaitMs: number };
}

/** How much each finished piece moves the recent pace (an exponentially weighted mean). */
const PACE_WEIGHT = 0.2;

export function createBoundedQueue(options: BoundedQueueOptions): BoundedQueue {
  const { concurrency, maxWaitMs, name } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`a queue's concurrency is a whole number ≥ 1, not ${concurrency}`);
  }
  const now = options.now ?? (() => performance.now());
  let serviceMs = options.initialServiceMs;
  let running = 0;
  /** In line: their turn, their refusal, and when they came. */
  const waiting: Array<{ go(): void; refuse(error: QueueFullError): void; since: number }> = [];
  /** When each running piece started: at a burst's start no piece has finished yet to tell the pace. */
  const startedAt = new Set<number>();

  /**
   * The pace: the recent mean, or longer while a running piece has already taken longer than it (under a
   * sudden burst the mean still holds the calm before; trusting it let a whole burst in at once).
   */
  const paceMs = () => {
    let oldest = Infinity;
    for (const started of startedAt) oldest = Math.min(oldest, started);
    return oldest === Infinity ? serviceMs : Math.max(serviceMs, now() - oldest);
  };
  /** The wait of a piece arriving now: the rounds of `concurrency` ahead of it, each at the pace. */
  const predictedWaitMs = () => (running < concurrency ? 0 : Math.ceil((waiting.length + 1) / concurrency) * paceMs());

  // By when the line ahead has gone: the earliest a try could be let in.
  const refusal = (wait: number) => new QueueFullError(name, Math.max(1, Math.ceil((wait - maxWaitMs) / 1_000)));

  /**
   * The freed place goes to the first in line that has not waited past `maxWaitMs`. Those that have (the pace
   * was misjudged when they came, as at a burst's first instant) are refused now: an answer to come back, never
   * an open-ended wait.
   */
  function handOver() {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      if (now() - next.since <= maxWaitMs) return next.go();
      next.refuse(refusal(maxWaitMs + predictedWaitMs()));
    }
    running -= 1;
  }

  const refuseIfFull = () => {
    const wait = predictedWaitMs();
    if (wait > maxWaitMs) throw refusal(wait);
  };

  return {
    refuseIfFull,
    async run(work) {
      refuseIfFull();
      if (running < concurrency) running += 1;
      // A finishing piece hands its place straight to the next in line, so `running` never drops in between.
      else {
        await new Promise<void>((go, refuse) => waiting.push({ go, refuse, since: now() }));
      }
      let started = now();
      // Two pieces starting in the same millisecond stay two entries.
      while (startedAt.has(started)) started += 1e-6;
      startedAt.add(started);
      try {
        return await work();
      } finally {
        startedAt.delete(started);
        serviceMs += PACE_WEIGHT * (now() - started - serviceMs);
        handOver();
      }
    },
    stats: () => ({ running, waiting: waiting.length, serviceMs: paceMs(), predictedWaitMs: predictedWaitMs() }),
  };
}
