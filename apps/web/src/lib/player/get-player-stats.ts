import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerStats } from '@gom/contract/stats';
import { api } from '@/lib/api-client.ts';
import { playerStatsQueryKey } from './query-keys.ts';

// GET /users/{userId}/stats: the player's own figures, computed by the server from settled games.

export async function getPlayerStats(userId: string): Promise<PlayerStats> {
  return api.get<PlayerStats>(`/users/${encodeURIComponent(userId)}/stats`);
}

export function playerStatsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: playerStatsQueryKey(userId ?? ''),
    queryFn: () => getPlayerStats(userId ?? ''),
    // A game that just ended changes every figure: always ask again when a screen opens.
    staleTime: 0,
    enabled: Boolean(userId),
  });
}

export function usePlayerStats(userId: string | undefined) {
  return useQuery(playerStatsQueryOptions(userId));
}
