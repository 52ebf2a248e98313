import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWalletRequest, Wallet } from '@gom/contract/wallets';
import { api, IDEMPOTENCY_KEY_HEADER } from '@/lib/api-client.ts';
import { useIdempotencyKey } from '@/lib/idempotency/use-idempotency-key.ts';
import { walletsQueryKey, walletStatsQueryKey } from '@/lib/money/query-keys.ts';

// POST /users/{userId}/wallets → 201 with the wallet; 409 when the player already holds that currency. Each intended
// wallet carries an Idempotency-Key, so the client's retry of a lost answer (or the player pressing again after a
// network error) gets the wallet it opened (200) instead of a 409 for it.

export type CreateWalletOptions = { userId: string; body: CreateWalletRequest; idempotencyKey: string };

export function createWallet({ userId, body, idempotencyKey }: CreateWalletOptions): Promise<Wallet> {
  return api.post<Wallet>(`/users/${encodeURIComponent(userId)}/wallets`, body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** Spec §7: a new wallet invalidates the wallet cache and wallet stats. */
export function useCreateWallet(userId: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: CreateWalletRequest) =>
      createWallet({ userId, body, idempotencyKey: idempotency.keyFor(JSON.stringify(body)) }),
    onSuccess: () =>
      Promise.all([
        idempotency.reset(),
        queryClient.invalidateQueries({ queryKey: walletsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: walletStatsQueryKey(userId) }),
      ]),
  });
}
