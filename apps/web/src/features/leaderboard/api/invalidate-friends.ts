import type { QueryClient } from '@tanstack/react-query';
import { friendsQueryKey } from './get-friends.ts';

/** After any change to the player's friends: their lists and every period of their Friends board. */
export function invalidateFriends(queryClient: QueryClient, userId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: friendsQueryKey(userId) }),
    queryClient.invalidateQueries({ queryKey: ['friends-leaderboard', userId] }),
  ]).then(() => undefined);
}
