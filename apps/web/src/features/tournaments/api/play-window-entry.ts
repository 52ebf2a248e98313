import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WindowEntryStarted } from '@gom/contract/contests';
import { api } from '@/lib/api-client.ts';
import { TOURNAMENTS_QUERY_KEY } from '@/lib/tournaments/get-tournaments.ts';

// POST /tournaments/{id}/play: a playing window's entry opened, once (the same game again while it is in play); the
// answer is the game the game screen then plays.

export function usePlayWindowEntry(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<WindowEntryStarted>(`/tournaments/${encodeURIComponent(tournamentId)}/play`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOURNAMENTS_QUERY_KEY }),
  });
}
