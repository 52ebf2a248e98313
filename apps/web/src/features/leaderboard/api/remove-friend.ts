import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invalidateFriends } from './invalidate-friends.ts';

// DELETE /users/{userId}/friends/{otherUserId}: end a friendship (for both players).

export function useRemoveFriend(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friendId: string) =>
      api.request<{ removed: true }>(
        'DELETE',
        `/users/${encodeURIComponent(userId)}/friends/${encodeURIComponent(friendId)}`,
      ),
    onSettled: () => invalidateFriends(queryClient, userId),
  });
}
