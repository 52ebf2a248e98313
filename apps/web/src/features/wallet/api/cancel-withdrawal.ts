import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshMoneyQueries } from './fund-wallet.ts';

// POST /users/{userId}/withdrawals/{id}/cancel: a withdrawal not yet paid out is cancelled and its hold
// released; one already on its way answers 409.

export function cancelWithdrawal({ userId, withdrawalId }: { userId: string; withdrawalId: string }) {
  return api.post<{ transactionId: string; status: string }>(
    `/users/${encodeURIComponent(userId)}/withdrawals/${encodeURIComponent(withdrawalId)}/cancel`,
  );
}

export function useCancelWithdrawal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (withdrawalId: string) => cancelWithdrawal({ userId, withdrawalId }),
    onSettled: () => refreshMoneyQueries(queryClient, userId),
  });
}
