import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanStatus, SubscribeRequest } from '@gom/contract/plans';
import { api } from '@/lib/api-client.ts';
import { transactionsQueryKey, walletsQueryKey } from '@/lib/money/query-keys.ts';
import { planQueryKey, subscriptionPath } from './get-plan-status.ts';

// POST /users/{userId}/subscription: buys Premium from a wallet and answers the new status, which
// replaces the cached one. The first month is paid now, so wallets and transactions are read again.

export function subscribe(userId: string, body: SubscribeRequest): Promise<PlanStatus> {
  return api.post<PlanStatus>(subscriptionPath(userId), body);
}

export function useSubscribe(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscribeRequest) => subscribe(userId, body),
    onSuccess: (status) => {
      queryClient.setQueryData(planQueryKey(userId), status);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: walletsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: transactionsQueryKey(userId) }),
      ]);
    },
  });
}
