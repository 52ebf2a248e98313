import type { DateOfBirthRequest } from '@gom/contract/safer-play';
import { useSaferPlayChange } from './use-safer-play-change.ts';

/** PUT /users/{userId}/safer-play/date-of-birth: for accounts made before sign-up asked for it. */
export function useSetDateOfBirth(userId: string) {
  return useSaferPlayChange<DateOfBirthRequest>(userId, 'PUT', '/date-of-birth');
}
