import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Transaction } from '@gom/contract/transactions';
import { api } from '@/lib/api-client.ts';
import { transactionsQueryKey } from './query-keys.ts';
import { isOpenWithdrawal } from './transaction-status.ts';

/**
 * A withdrawal settles at the payout provider, out of this page's sight: while one is open the history is
 * asked again this often, so its 'completed' (or 'failed') shows without a reload.
 */
export const OPEN_WITHDRAWAL_POLL_MS = 5_000;

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
    refetchInterval: (query) => (query.state.data?.some(isOpenWithdrawal) ? OPEN_WITHDRAWAL_POLL_MS : false),
  });
}

export function useTransactions(userId: string | undefined) {
  return useQuery(transactionsQueryOptions(userId));
}
