import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { walletsQueryKey, walletStatsQueryKey } from '@/lib/money/query-keys.ts';

// POST /users/{userId}/wallets/{walletId}/close: an empty wallet leaves the list (creating one in its
// currency again reopens it).

export function closeWallet({ userId, walletId }: { userId: string; walletId: string }) {
  return api.post<{ walletId: string; closed: true }>(
    `/users/${encodeURIComponent(userId)}/wallets/${encodeURIComponent(walletId)}/close`,
  );
}

export function useCloseWallet(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (walletId: string) => closeWallet({ userId, walletId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: walletStatsQueryKey(userId) }),
      ]),
  });
}
