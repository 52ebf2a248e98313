import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntrantCalls } from '@gom/contract/contests';
import { api } from '@/lib/api-client.ts';
import { tournamentQueryKey } from './get-tournament.ts';

// GET /tournaments/{id}/entrants/{userId}/calls: one entrant's calls, question by question, once the tournament
// has closed (the server refuses before: a verdict then would tell the outcome to those still to call).

export function entrantCallsQueryOptions(tournamentId: string, userId: string | null) {
  return queryOptions({
    queryKey: [...tournamentQueryKey(tournamentId), 'calls', userId ?? ''] as const,
    queryFn: () =>
      api.get<EntrantCalls>(
        `/tournaments/${encodeURIComponent(tournamentId)}/entrants/${encodeURIComponent(userId ?? '')}/calls`,
      ),
    enabled: Boolean(userId),
    // A closed tournament's calls never change.
    staleTime: Infinity,
    retry: false,
  });
}

export function useEntrantCalls(tournamentId: string, userId: string | null) {
  return useQuery(entrantCallsQueryOptions(tournamentId, userId));
}
