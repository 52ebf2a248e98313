import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTournament, CreateTournamentRequest } from '@gom/contract/contests';
import { api } from '@/lib/api-client.ts';
import { ADMIN_KEY, adminKey } from './admin-keys.ts';

// GET /admin/tournaments (with each one's clip-set readiness and pool audit); POST /admin/tournaments (create and
// schedule); POST /admin/tournaments/{id}/cancel (every hold released).

/** While a clip set renders, its readiness moves: the console asks again this often. */
export const ADMIN_TOURNAMENTS_REFRESH_MS = 5_000;

export function useAdminTournaments() {
  return useQuery({
    queryKey: adminKey('tournaments'),
    queryFn: async () => (await api.get<AdminTournament[] | undefined>('/admin/tournaments')) ?? [],
    refetchInterval: ADMIN_TOURNAMENTS_REFRESH_MS,
  });
}

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTournamentRequest) => api.post<AdminTournament>('/admin/tournaments', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export function useCancelTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tournamentId, reason }: { tournamentId: string; reason: string }) =>
      api.post<AdminTournament>(`/admin/tournaments/${encodeURIComponent(tournamentId)}/cancel`, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
