import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWalletRequest, Wallet } from '@gom/contract/wallets';
import { api } from '@/lib/api-client.ts';
import { walletsQueryKey, walletStatsQueryKey } from '@/lib/money/query-keys.ts';

// POST /users/{userId}/wallets → 201 with the wallet; 409 when the player already holds that currency.

export type CreateWalletOptions = { userId: string; body: CreateWalletRequest };

export function createWallet({ userId, body }: CreateWalletOptions): Promise<Wallet> {
  return api.post<Wallet>(`/users/${encodeURIComponent(userId)}/wallets`, body);
}

/** Spec §7: a new wallet invalidates the wallet cache and wallet stats. */
export function useCreateWallet(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWalletRequest) => createWallet({ userId, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: walletStatsQueryKey(userId) }),
      ]),
  });
}
