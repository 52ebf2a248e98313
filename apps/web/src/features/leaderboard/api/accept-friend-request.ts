import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerIdentity } from '@gom/contract/players';
import { api } from '@/lib/api-client.ts';
import { invalidateFriends } from './invalidate-friends.ts';

// POST /users/{userId}/friends/requests/{otherUserId}/accept: accept a request another player sent.

export function useAcceptFriendRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requesterId: string) =>
      api.post<PlayerIdentity>(
        `/users/${encodeURIComponent(userId)}/friends/requests/${encodeURIComponent(requesterId)}/accept`,
        {},
      ),
    onSettled: () => invalidateFriends(queryClient, userId),
  });
}
