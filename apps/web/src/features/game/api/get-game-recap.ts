import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameRecap } from '@gom/contract/stats';
import { api } from '@/lib/api-client.ts';

// GET /users/{id}/games/{gameId}/recap: a settled game question by question, for the results screen. A settled
// game never changes, so the answer never goes stale.

export function gameRecapQueryKey(userId: string, gameId: string) {
  return ['users', userId, 'games', gameId, 'recap'] as const;
}

export function getGameRecap(userId: string, gameId: string): Promise<GameRecap> {
  return api.get<GameRecap>(`/users/${encodeURIComponent(userId)}/games/${encodeURIComponent(gameId)}/recap`);
}

export function gameRecapQueryOptions(userId: string, gameId: string) {
  return queryOptions({
    queryKey: gameRecapQueryKey(userId, gameId),
    queryFn: () => getGameRecap(userId, gameId),
    staleTime: Infinity,
  });
}

export function useGameRecap(userId: string, gameId: string | undefined) {
  return useQuery({ ...gameRecapQueryOptions(userId, gameId ?? ''), enabled: Boolean(userId && gameId) });
}
