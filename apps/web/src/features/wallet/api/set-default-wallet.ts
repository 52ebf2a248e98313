import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wallet } from '@gom/contract/wallets';
import { api } from '@/lib/api-client.ts';
import { walletsQueryKey, walletStatsQueryKey } from '@/lib/money/query-keys.ts';

// PATCH /users/{userId}/wallets/{walletId} {default: true}: the wallet becomes the default, the old one stops being it.

export type SetDefaultWalletOptions = { userId: string; walletId: string };

export function setDefaultWallet({ userId, walletId }: SetDefaultWalletOptions): Promise<Wallet> {
  return api.request<Wallet>('PATCH', `/users/${encodeURIComponent(userId)}/wallets/${encodeURIComponent(walletId)}`, {
    body: { default: true },
  });
}

export function useSetDefaultWallet(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (walletId: string) => setDefaultWallet({ userId, walletId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: walletStatsQueryKey(userId) }),
      ]),
  });
}
