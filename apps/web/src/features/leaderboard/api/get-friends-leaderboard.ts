import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FriendsLeaderboard } from '@gom/contract/friends';
import type { LeaderboardPeriod } from '@gom/contract/stats';
import { api } from '@/lib/api-client.ts';

// GET /users/{userId}/friends/leaderboard?period=: the player and their friends, ranked as the global board.

export const friendsLeaderboardQueryKey = (userId: string, period: LeaderboardPeriod) =>
  ['friends-leaderboard', userId, period] as const;

export function friendsLeaderboardQueryOptions(userId: string, period: LeaderboardPeriod) {
  return queryOptions({
    queryKey: friendsLeaderboardQueryKey(userId, period),
    queryFn: () =>
      api.get<FriendsLeaderboard>(
        `/users/${encodeURIComponent(userId)}/friends/leaderboard?period=${encodeURIComponent(period)}`,
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useFriendsLeaderboard(userId: string, period: LeaderboardPeriod) {
  return useQuery(friendsLeaderboardQueryOptions(userId, period));
}
