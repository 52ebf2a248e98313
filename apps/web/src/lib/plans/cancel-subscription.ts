import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanStatus } from '@gom/contract/plans';
import { api } from '@/lib/api-client.ts';
import { planQueryKey, subscriptionPath } from './get-plan-status.ts';

// DELETE /users/{userId}/subscription: cancels at period end; answers the new status.

export function cancelSubscription(userId: string): Promise<PlanStatus> {
  return api.request<PlanStatus>('DELETE', subscriptionPath(userId));
}

export function useCancelSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelSubscription(userId),
    onSuccess: (status) => queryClient.setQueryData(planQueryKey(userId), status),
  });
}
