import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TournamentEntryRequest } from '@gom/contract/contests';
import { api } from '@/lib/api-client.ts';
import { transactionsQueryKey, walletsQueryKey } from '@/lib/money/query-keys.ts';
import { TOURNAMENTS_QUERY_KEY } from '@/lib/tournaments/get-tournaments.ts';

// POST /users/{userId}/tournament-entries: enter with a wallet; the fee is held from it until the start (the answer
// is the entry's id, which the list then carries as `entryId`).

export function useEnterTournament(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TournamentEntryRequest) =>
      api.post<{ entryId: string; tournamentId: string }>(
        `/users/${encodeURIComponent(userId)}/tournament-entries`,
        body,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TOURNAMENTS_QUERY_KEY }),
        // The held fee changes what the wallet has available, and the entry is a pending transaction.
        queryClient.invalidateQueries({ queryKey: walletsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: transactionsQueryKey(userId) }),
      ]),
  });
}
