import type { RealityCheckRequest } from '@gom/contract/safer-play';
import { useSaferPlayChange } from './use-safer-play-change.ts';

/** PUT /users/{userId}/safer-play/reality-check with { intervalMinutes } (0 is off). */
export function useSetRealityCheck(userId: string) {
  return useSaferPlayChange<RealityCheckRequest>(userId, 'PUT', '/reality-check');
}

/** POST /users/{userId}/safer-play/reality-check/answer: 'continue' or 'stop' (ends the session). */
export function useAnswerRealityCheck(userId: string) {
  return useSaferPlayChange<{ action: 'continue' | 'stop' }>(userId, 'POST', '/reality-check/answer');
}
