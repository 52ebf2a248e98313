import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaderboard, LeaderboardPeriod } from '@gom/contract/stats';
import { api } from '@/lib/api-client.ts';

// GET /leaderboard?period=week|month|all: the top players of the period and the signed-in player's row.

export const leaderboardQueryKey = (period: LeaderboardPeriod) => ['leaderboard', period] as const;

export async function getLeaderboard(period: LeaderboardPeriod): Promise<Leaderboard> {
  return api.get<Leaderboard>(`/leaderboard?period=${encodeURIComponent(period)}`);
}

export function leaderboardQueryOptions(period: LeaderboardPeriod) {
  return queryOptions({
    queryKey: leaderboardQueryKey(period),
    queryFn: () => getLeaderboard(period),
    // Other players' games move the table at any time: ask again whenever the screen opens.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useLeaderboard(period: LeaderboardPeriod) {
  return useQuery(leaderboardQueryOptions(period));
}
