// Whether the event loop is overloaded, with hysteresis so the answer does not flap: overloaded from the first
// sample whose lag reaches `enterLagMs`, and again not overloaded only once every sample for `calmForMs` stayed
// under `leaveLagMs`. A load balancer that follows it (readiness) moves new players away from a process that
// cannot answer in time, and does not bounce them back and forth at the edge (decision 0092).

export interface OverloadDetectorOptions {
  enterLagMs: number;
  leaveLagMs: number;
  calmForMs: number;
}

export interface OverloadDetector {
  /** One measurement of the loop's lag at `now` (ms); returns whether the loop is overloaded after it. */
  sample(lagMs: number, now: number): boolean;
  readonly overloaded: boolean;
  /** The largest lag since the last read (ms), for the log. */
  readonly worstLagMs: number;
}

export function createOverloadDetector({
  enterLagMs,
  leaveLagMs,
  calmForMs,
}: OverloadDetectorOptions): OverloadDetector {
  if (!(leaveLagMs < enterLagMs)) throw new Error('an overload detector leaves below the lag it enters at');
  let overloaded = false;
  let calmSince: number | undefined;
  let worstLagMs = 0;
  return {
    sample(lagMs, now) {
      worstLagMs = Math.max(worstLagMs, lagMs);
      if (lagMs >= enterLagMs) {
        overloaded = true;
        calmSince = undefined;
      } else if (overloaded) {
        if (lagMs >= leaveLagMs) calmSince = undefined;
        else if (calmSince === undefined) calmSince = now;
        else if (now - calmSince >= calmForMs) overloaded = false;
      }
      return overloaded;
    },
    get overloaded() {
      return overloaded;
    },
    get worstLagMs() {
      return worstLagMs;
    },
  };
}

/** Every `intervalMs`, how late the timer fired: the time the loop was busy with something else. */
export function watchEventLoopLag(intervalMs: number, onLag: (lagMs: number, now: number) => void): () => void {
  let expected = performance.now() + intervalMs;
  const timer = setInterval(() => {
    const now = performance.now();
    onLag(Math.max(0, now - expected), now);
    expected = now + intervalMs;
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
