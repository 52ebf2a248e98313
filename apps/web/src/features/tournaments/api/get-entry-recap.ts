import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameRecap } from '@gom/contract/stats';
import { api } from '@/lib/api-client.ts';

// GET /users/{userId}/games/{entryId}/recap: a closed tournament's entry is a game, so its recap gives the
// player's calls, the outcomes and the post-answer clips (the replays) question by question.

export function entryRecapQueryOptions(userId: string, entryId: string | null) {
  return queryOptions({
    queryKey: ['tournament-entry-recap', userId, entryId ?? ''] as const,
    queryFn: () =>
      api.get<GameRecap>(`/users/${encodeURIComponent(userId)}/games/${encodeURIComponent(entryId ?? '')}/recap`),
    enabled: Boolean(userId && entryId),
    staleTime: Infinity,
    retry: false,
  });
}

export function useEntryRecap(userId: string, entryId: string | null) {
  return useQuery(entryRecapQueryOptions(userId, entryId));
}
