import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGameRequest, CreateGameResponse } from '@gom/contract/games';
import { api } from '@/lib/api-client.ts';
import { transactionsQueryKey, walletsQueryKey } from '@/lib/money/query-keys.ts';
import { planQueryKey } from '@/lib/plans/get-plan-status.ts';

// POST /users/{userId}/games (spec §7): holds the stake and draws the clips. 409 when the odds changed
// since the quote; 422 when the wallet's available balance is too low. Invalidates wallets and
// transactions, since the stake is now held.

export type CreateGameOptions = { userId: string; body: CreateGameRequest };

export function createGame({ userId, body }: CreateGameOptions): Promise<CreateGameResponse> {
  return api.post<CreateGameResponse>(`/users/${encodeURIComponent(userId)}/games`, body);
}

export function useCreateGame(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGameRequest) => createGame({ userId, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: transactionsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: planQueryKey(userId) }),
      ]),
  });
}
