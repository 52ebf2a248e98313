import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { FundRequest, FundResponse } from '@gom/contract/wallets';
import { api } from '@/lib/api-client.ts';
import { transactionsQueryKey, walletsQueryKey, walletStatsQueryKey } from '@/lib/money/query-keys.ts';

// POST /users/{userId}/fund → an 'initiated' funding and the provider's hosted checkout link. The same
// idempotencyKey with the same body answers the same transaction, so a retried submission is harmless.

export type FundWalletOptions = { userId: string; body: FundRequest };

export function fundWallet({ userId, body }: FundWalletOptions): Promise<FundResponse> {
  return api.post<FundResponse>(`/users/${encodeURIComponent(userId)}/fund`, body);
}

/** Spec §7: funding invalidates wallets, wallet stats and transactions; so does coming back from paying. */
export function refreshMoneyQueries(queryClient: QueryClient, userId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: walletsQueryKey(userId) }),
    queryClient.invalidateQueries({ queryKey: walletStatsQueryKey(userId) }),
    queryClient.invalidateQueries({ queryKey: transactionsQueryKey(userId) }),
  ]);
}

export function useFundWallet(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FundRequest) => fundWallet({ userId, body }),
    onSuccess: () => refreshMoneyQueries(queryClient, userId),
  });
}
