// The server is the authority on time: a question's deadline is on its clock. We estimate how far ahead
// of ours it runs from each fresh question (the server sends it `secondsPerQuestion` before its deadline)
// and count down on our own clock.
//
// Each estimate is (deadline − secondsPerQuestion) − receivedAt = trueOffset − latency − time already
// spent on the question (non-zero for a question re-sent after a reconnect), so every estimate is a lower
// bound of the true offset: the largest one seen is the best. The local deadline it gives is never more
// than `secondsPerQuestion` after the question arrived.

export type LocalDeadlineOptions = {
  /** The server's deadline, ISO; absent when the server sends none. */
  deadline: string | undefined;
  secondsPerQuestion: number;
  /** Date.now() when the question arrived. */
  receivedAt: number;
  /** The best offset so far (server − local, ms), or undefined before the first estimate. */
  offsetMs: number | undefined;
};

export function toLocalDeadline({ deadline, secondsPerQuestion, receivedAt, offsetMs }: LocalDeadlineOptions): {
  deadlineMs: number;
  offsetMs: number | undefined;
} {
  const periodMs = secondsPerQuestion * 1000;
  const serverDeadline = deadline === undefined ? Number.NaN : Date.parse(deadline);
  if (Number.isNaN(serverDeadline)) return { deadlineMs: receivedAt + periodMs, offsetMs };
  const estimate = serverDeadline - periodMs - receivedAt;
  const best = offsetMs === undefined ? estimate : Math.max(offsetMs, estimate);
  return { deadlineMs: serverDeadline - best, offsetMs: best };
}

/** Whole seconds left, as the countdown shows them: 10, 9, … 0. */
export function secondsLeft({ deadlineMs, now, maxSeconds }: { deadlineMs: number; now: number; maxSeconds: number }) {
  return Math.min(maxSeconds, Math.max(0, Math.ceil((deadlineMs - now) / 1000)));
}
