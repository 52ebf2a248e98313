import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from '../utils/server-clock.ts';

// Spec §9: 10 seconds per question, counted down once per second. The display is derived from the
// deadline each time, never decremented, so a throttled tab or a slow render cannot drift it; each tick is
// scheduled for the moment the shown second changes. Without a deadline (the clip is loading and the
// server has not started the question's clock) it shows the full time.

export type UseCountdownOptions = {
  /** The question's deadline on our clock; null until the server states it. */
  deadlineMs: number | null;
  maxSeconds: number;
  /** False once the question is answered or over: the display holds its last value. */
  running: boolean;
  onExpire: () => void;
};

export function useCountdown({ deadlineMs, maxSeconds, running, onExpire }: UseCountdownOptions): number {
  const [seconds, setSeconds] = useState(maxSeconds);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    if (!running || deadlineMs === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = Date.now();
      const left = secondsLeft({ deadlineMs, now, maxSeconds });
      setSeconds(left);
      if (left === 0) {
        onExpireRef.current();
        return;
      }
      const untilNextSecond = (deadlineMs - now) % 1000 || 1000;
      timer = setTimeout(tick, untilNextSecond);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadlineMs, maxSeconds, running]);

  return deadlineMs === null ? maxSeconds : seconds;
}
