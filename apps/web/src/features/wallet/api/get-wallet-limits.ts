import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletLimits } from '@gom/contract/wallets';
import { api } from '@/lib/api-client.ts';

// GET /users/{userId}/wallets/{walletId}/limits: what the wallet's Settings show.

export function getWalletLimits(userId: string, walletId: string): Promise<WalletLimits> {
  return api.get<WalletLimits>(`/users/${encodeURIComponent(userId)}/wallets/${encodeURIComponent(walletId)}/limits`);
}

export function useWalletLimits(userId: string, walletId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['wallet-limits', userId, walletId] as const,
      queryFn: () => getWalletLimits(userId, walletId),
    }),
  );
}
