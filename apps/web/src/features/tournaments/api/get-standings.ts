import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Standings } from '@gom/contract/contests';
import { api } from '@/lib/api-client.ts';
import { tournamentQueryKey } from './get-tournament.ts';

// GET /tournaments/{id}/standings: the top of the table and the caller's row (the final table once closed).

/** While a round is live, those watching it ask again this often. */
export const LIVE_STANDINGS_REFRESH_MS = 5_000;

export function standingsQueryOptions(tournamentId: string, live: boolean) {
  return queryOptions({
    queryKey: [...tournamentQueryKey(tournamentId), 'standings'] as const,
    queryFn: () => api.get<Standings>(`/tournaments/${encodeURIComponent(tournamentId)}/standings`),
    staleTime: 0,
    refetchInterval: live ? LIVE_STANDINGS_REFRESH_MS : false,
  });
}

export function useStandings(tournamentId: string, live: boolean) {
  return useQuery(standingsQueryOptions(tournamentId, live));
}
