import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentSummary } from '@gom/contract/contests';
import { api } from '@/lib/api-client.ts';

// GET /tournaments: the scheduled, live and recent tournaments, read by the Tournaments screen and the dashboard's
// card. Other players enter at any time, so the entrants and the pool are asked for again while the screen is open.

export const TOURNAMENTS_QUERY_KEY = ['tournaments'] as const;
/** How often an open list asks for the entrants and the pool again. */
export const TOURNAMENTS_REFRESH_MS = 15_000;

export async function getTournaments(): Promise<TournamentSummary[]> {
  const list = await api.get<{ tournaments: TournamentSummary[] } | undefined>('/tournaments');
  return list?.tournaments ?? [];
}

export function tournamentsQueryOptions() {
  return queryOptions({
    queryKey: TOURNAMENTS_QUERY_KEY,
    queryFn: getTournaments,
    staleTime: 0,
    refetchInterval: TOURNAMENTS_REFRESH_MS,
  });
}

export function useTournaments() {
  return useQuery(tournamentsQueryOptions());
}
