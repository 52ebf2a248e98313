import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invalidateFriends } from './invalidate-friends.ts';

// DELETE /users/{userId}/friends/requests/{otherUserId}: decline a request sent to the player, or cancel theirs.

export function useRemoveFriendRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherUserId: string) =>
      api.request<{ removed: true }>(
        'DELETE',
        `/users/${encodeURIComponent(userId)}/friends/requests/${encodeURIComponent(otherUserId)}`,
      ),
    onSettled: () => invalidateFriends(queryClient, userId),
  });
}
