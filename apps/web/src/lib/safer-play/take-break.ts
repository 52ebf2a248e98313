import type { SelfExclusionDuration, TimeOutDuration } from '@gom/contract/safer-play';
import { useSaferPlayChange } from './use-safer-play-change.ts';

/** POST /users/{userId}/safer-play/time-out with { duration }. */
export function useTakeTimeOut(userId: string) {
  return useSaferPlayChange<{ duration: TimeOutDuration }>(userId, 'POST', '/time-out');
}

/** POST /users/{userId}/safer-play/self-exclusion with { duration }: nobody can lift it early. */
export function useSelfExclude(userId: string) {
  return useSaferPlayChange<{ duration: SelfExclusionDuration }>(userId, 'POST', '/self-exclusion');
}
