import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanStatus, SubscribeRequest } from '@gom/contract/plans';
import { api } from '@/lib/api-client.ts';
import { transactionsQueryKey, walletsQueryKey } from '@/lib/money/query-keys.ts';

// Issue 13: GET, POST and DELETE /users/{userId}/subscription. Buying or cancelling answers the new status,
// which replaces the cached one; buying also moves money, so wallets and transactions are read again.

export const planQueryKey = (userId: string) => ['plan', userId] as const;

const path = (userId: string) => `/users/${encodeURIComponent(userId)}/subscription`;

export function planQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: planQueryKey(userId ?? ''),
    queryFn: () => api.get<PlanStatus>(path(userId ?? '')),
    enabled: Boolean(userId),
  });
}

export function usePlanStatus(userId: string | undefined) {
  return useQuery(planQueryOptions(userId));
}

export function useSubscribe(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscribeRequest) => api.post<PlanStatus>(path(userId), body),
    onSuccess: (status) => {
      queryClient.setQueryData(planQueryKey(userId), status);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: walletsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: transactionsQueryKey(userId) }),
      ]);
    },
  });
}

export function useCancelSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request<PlanStatus>('DELETE', path(userId)),
    onSuccess: (status) => queryClient.setQueryData(planQueryKey(userId), status),
  });
}
