import { useEffect, useRef } from 'react';
import { countdownTones, verdictTones } from '../utils/ui-sounds.ts';
import type { Tone } from '../utils/ui-sounds.ts';
import type { VerdictTone } from '../utils/verdict.ts';
import { verdictVibration } from '../utils/verdict.ts';

// What the round says besides the screen: a tick for each of the countdown's last three seconds while the
// player can still call, and at the verdict its sound and, on a phone that has one, a buzz. Each cue plays
// once for the question it belongs to, so a re-render or a re-sent message never repeats it.

export type UseRoundCuesOptions = {
  questionIndex: number;
  secondsLeft: number;
  /** The countdown is live: the player can still call this question. */
  counting: boolean;
  /** The verdict of the current question, once it has come. */
  verdict: VerdictTone | null;
  play: (tones: readonly Tone[]) => void;
};

function vibrate(pattern: number | number[]): void {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return;
  try {
    navigator.vibrate(pattern);
  } catch {
    // Refused (no user gesture yet, or an embedder's policy): the screen still says it.
  }
}

export function useRoundCues({ questionIndex, secondsLeft, counting, verdict, play }: UseRoundCuesOptions): void {
  const lastTick = useRef<string>('');
  const lastVerdict = useRef(-1);

  useEffect(() => {
    if (!counting) return;
    const key = `${questionIndex}:${secondsLeft}`;
    if (lastTick.current === key) return;
    lastTick.current = key;
    play(countdownTones(secondsLeft));
  }, [counting, questionIndex, secondsLeft, play]);

  useEffect(() => {
    if (verdict === null || lastVerdict.current === questionIndex) return;
    lastVerdict.current = questionIndex;
    play(verdictTones(verdict));
    vibrate(verdictVibration(verdict));
  }, [verdict, questionIndex, play]);
}
