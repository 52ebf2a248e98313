import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentSummary } from '@gom/contract/contests';
import { api } from '@/lib/api-client.ts';
import { TOURNAMENTS_QUERY_KEY } from '@/lib/tournaments/get-tournaments.ts';

// GET /tournaments/{id}: one tournament as the list shows it, with the caller's entry.

export const tournamentQueryKey = (tournamentId: string) => [...TOURNAMENTS_QUERY_KEY, tournamentId] as const;

export function tournamentQueryOptions(tournamentId: string) {
  return queryOptions({
    queryKey: tournamentQueryKey(tournamentId),
    queryFn: () => api.get<TournamentSummary>(`/tournaments/${encodeURIComponent(tournamentId)}`),
    staleTime: 0,
    retry: false,
  });
}

export function useTournament(tournamentId: string) {
  return useQuery(tournamentQueryOptions(tournamentId));
}
