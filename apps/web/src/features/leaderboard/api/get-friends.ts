import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Friends } from '@gom/contract/friends';
import { api } from '@/lib/api-client.ts';

// GET /users/{userId}/friends: the player's friends and the requests waiting in either direction.

export const friendsQueryKey = (userId: string) => ['friends', userId] as const;

export function friendsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: friendsQueryKey(userId),
    queryFn: () => api.get<Friends>(`/users/${encodeURIComponent(userId)}/friends`),
    // A request may arrive at any time: ask again whenever the tab opens.
    staleTime: 0,
  });
}

export function useFriends(userId: string) {
  return useQuery(friendsQueryOptions(userId));
}
