import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FriendRequestBody, FriendRequestResult } from '@gom/contract/friends';
import { api } from '@/lib/api-client.ts';
import { invalidateFriends } from './invalidate-friends.ts';

// POST /users/{userId}/friends/requests: ask a player, by username or display name, to be friends.

export function useSendFriendRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FriendRequestBody) =>
      api.post<FriendRequestResult>(`/users/${encodeURIComponent(userId)}/friends/requests`, body),
    onSuccess: () => invalidateFriends(queryClient, userId),
  });
}
