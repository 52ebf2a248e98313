import type { LimitRequest } from '@gom/contract/safer-play';
import { useSaferPlayChange } from './use-safer-play-change.ts';

/** PUT /users/{userId}/safer-play/limits: a lowering applies at once; a raise or removal after 24 hours. */
export function useSetLimit(userId: string) {
  return useSaferPlayChange<LimitRequest>(userId, 'PUT', '/limits');
}
