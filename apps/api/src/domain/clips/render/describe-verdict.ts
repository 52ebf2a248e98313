// The words on screen at the end of a post-answer video.
import type { MissKind, ShotOutcome } from '../simulator/types.ts';

const MISS_VERDICTS: Record<MissKind, string> = {
  saved: 'SAVED',
  wide: 'WIDE',
  over: 'OVER',
  post: 'OFF THE POST',
  blocked: 'BLOCKED',
};

export function describeVerdict(outcome: ShotOutcome, missKind: MissKind | null): string {
  if (outcome === 'goal') return 'GOAL!';
  return missKind ? MISS_VERDICTS[missKind] : 'MISS';
}
