// At most `concurrency` pieces of work at once, and a line in front that is bounded by time, not by length:
// a piece is let in only when the wait it would have (the work ahead of it, at the recent pace) fits in
// `maxWaitMs`; otherwise it is refused at once with how long to wait before trying again. A burst is then
// answered "come back in N seconds" within milliseconds instead of every request waiting past any timeout
// (decision 0092). First come, first served among the admitted of one priority; a piece of priority 'first' goes
// ahead of every 'normal' one still in line (a sign-up's hash before a login's, decision 0190), so its wait counts
// only the 'first' pieces ahead of it, and a 'normal' piece may wait longer than it was told at admission.

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

/** Which line a piece waits in: every 'first' piece in line is served before any 'normal' one. */
export type QueuePriority = 'first' | 'normal';

export interface BoundedQueue {
  run<T>(work: () => Promise<T>, priority?: QueuePriority): Promise<T>;
  /**
   * Throws the QueueFullError `run` would throw now: for a caller that must refuse before doing anything that
   * counts (a rate limit's attempt), then runs its work a moment later.
   */
  refuseIfFull(priority?: QueuePriority): void;
  /**
   * Runs `work` in turn without refusing it, at admission or later: for work whose caller already asked
   * `refuseIfFull` and has since done what a refusal must not follow (counted an attempt against a limit).
   */
  runAdmitted<T>(work: () => Promise<T>, priority?: QueuePriority): Promise<T>;
  /** Pieces running and waiting, and the predicted wait of the next 'normal' one (ms). */
  stats(): { running: number; waiting: number; serviceMs: number; predictedWaitMs: number };
}

/** The longest Retry-After a refusal names: the web client waits out up to 10 s, longer shows the error. */
export const MAX_RETRY_AFTER_SECONDS = 10;

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
  /** In line, one line a priority: their turn, their refusal, and when they came. */
  type Waiter = { go(): void; refuse(error: QueueFullError): void; since: number; mayRefuse: boolean };
  const lines: Record<QueuePriority, Waiter[]> = { first: [], normal: [] };
  /** Those ahead of a piece of `priority` arriving now. */
  const aheadOf = (priority: QueuePriority) =>
    priority === 'first' ? lines.first.length : lines.first.length + lines.normal.length;
  const nextInLine = () => lines.first.shift() ?? lines.normal.shift();
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
  const predictedWaitMs = (priority: QueuePriority = 'normal') =>
    running < concurrency ? 0 : Math.ceil((aheadOf(priority) + 1) / concurrency) * paceMs();

  // By when the line ahead has gone: the earliest a try could be let in; never more than clients wait out.
  const refusal = (wait: number) =>
    new QueueFullError(name, Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil((wait - maxWaitMs) / 1_000))));

  /**
   * The freed place goes to the first in line that has not waited past `maxWaitMs`. Those that have (the pace
   * was misjudged when they came, as at a burst's first instant) are refused now: an answer to come back, never
   * an open-ended wait.
   */
  function handOver() {
    for (let next = nextInLine(); next; next = nextInLine()) {
      if (!next.mayRefuse || now() - next.since <= maxWaitMs) return next.go();
      next.refuse(refusal(maxWaitMs + predictedWaitMs()));
    }
    running -= 1;
  }

  const refuseIfFull = (priority: QueuePriority = 'normal') => {
    const wait = predictedWaitMs(priority);
    if (wait > maxWaitMs) throw refusal(wait);
  };

  async function inTurn<T>(work: () => Promise<T>, mayRefuse: boolean, priority: QueuePriority): Promise<T> {
    if (running < concurrency) running += 1;
    // A finishing piece hands its place straight to the next in line, so `running` never drops in between.
    else await new Promise<void>((go, refuse) => lines[priority].push({ go, refuse, since: now(), mayRefuse }));
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
  }

  return {
    refuseIfFull,
    run(work, priority = 'normal') {
      try {
        refuseIfFull(priority);
      } catch (error) {
        return Promise.reject(error);
      }
      return inTurn(work, true, priority);
    },
    runAdmitted: (work, priority = 'normal') => inTurn(work, false, priority),
    stats: () => ({
      running,
      waiting: lines.first.length + lines.normal.length,
      serviceMs: paceMs(),
      predictedWaitMs: predictedWaitMs(),
    }),
  };
}
