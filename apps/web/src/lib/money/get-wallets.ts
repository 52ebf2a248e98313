import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallet } from '@gom/contract/wallets';
import { api } from '@/lib/api-client.ts';
import { walletsQueryKey } from './query-keys.ts';

// GET /users/{userId}/wallets (spec §7): the player's wallets, an empty list by default. Spec §9: wallet
// data never goes stale by itself; the calls that change it invalidate it.

export async function getWallets(userId: string): Promise<Wallet[]> {
  return (await api.get<Wallet[] | undefined>(`/users/${encodeURIComponent(userId)}/wallets`)) ?? [];
}

export function walletsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: walletsQueryKey(userId ?? ''),
    queryFn: () => getWallets(userId ?? ''),
    staleTime: Infinity,
    // Spec §7: runs only once the user id is known.
    enabled: Boolean(userId),
  });
}

export function useWallets(userId: string | undefined) {
  return useQuery(walletsQueryOptions(userId));
}
