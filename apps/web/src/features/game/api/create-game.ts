import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGameRequest, CreateGameResponse } from '@gom/contract/games';
import { api, IDEMPOTENCY_KEY_HEADER } from '@/lib/api-client.ts';
import { useIdempotencyKey } from '@/lib/idempotency/use-idempotency-key.ts';
import { transactionsQueryKey, walletsQueryKey } from '@/lib/money/query-keys.ts';
import { planQueryKey } from '@/lib/plans/get-plan-status.ts';

// POST /users/{userId}/games (spec §7): holds the stake and draws the clips. 409 when the odds changed
// since the quote; 422 when the wallet's available balance is too low. Invalidates wallets and
// transactions, since the stake is now held. Each intended game carries an Idempotency-Key: the client's own
// retry of a lost answer, or the player pressing again after a network error, gets the same game back
// instead of a second stake held; a new game (another request, or after a success) gets a fresh key.

export type CreateGameOptions = { userId: string; body: CreateGameRequest; idempotencyKey: string };

export function createGame({ userId, body, idempotencyKey }: CreateGameOptions): Promise<CreateGameResponse> {
  return api.post<CreateGameResponse>(`/users/${encodeURIComponent(userId)}/games`, body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useCreateGame(userId: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: CreateGameRequest) =>
      createGame({ userId, body, idempotencyKey: idempotency.keyFor(JSON.stringify(body)) }),
    onSuccess: () =>
      Promise.all([
        idempotency.reset(),
        queryClient.invalidateQueries({ queryKey: walletsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: transactionsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: planQueryKey(userId) }),
      ]),
  });
}
