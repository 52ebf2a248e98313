import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Transaction } from '@gom/contract/transactions';
import { api } from '@/lib/api-client.ts';
import { transactionsQueryKey } from './query-keys.ts';

// GET /users/{userId}/transactions (spec §7): newest first, an empty list by default.

export async function getTransactions(userId: string): Promise<Transaction[]> {
  return (await api.get<Transaction[] | undefined>(`/users/${encodeURIComponent(userId)}/transactions`)) ?? [];
}

export function transactionsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: transactionsQueryKey(userId ?? ''),
    queryFn: () => getTransactions(userId ?? ''),
    // Spec §7: runs only once the user id is known.
    enabled: Boolean(userId),
  });
}

export function useTransactions(userId: string | undefined) {
  return useQuery(transactionsQueryOptions(userId));
}
