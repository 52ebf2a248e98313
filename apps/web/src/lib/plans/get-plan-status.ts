import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanStatus } from '@gom/contract/plans';
import { api } from '@/lib/api-client.ts';

// GET /users/{userId}/subscription: the player's plan, today's free games, Premium's prices and the
// live subscription. Shared by the creation screen, the dashboard, Settings and the Pricing section.

export const planQueryKey = (userId: string) => ['plan', userId] as const;

export const subscriptionPath = (userId: string) => `/users/${encodeURIComponent(userId)}/subscription`;

export function planQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: planQueryKey(userId ?? ''),
    queryFn: () => api.get<PlanStatus>(subscriptionPath(userId ?? '')),
    enabled: Boolean(userId),
  });
}

export function usePlanStatus(userId: string | undefined) {
  return useQuery(planQueryOptions(userId));
}
