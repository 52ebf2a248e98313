import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalRequest, WithdrawalResult } from '@gom/contract/withdrawals';
import { api } from '@/lib/api-client.ts';
import { refreshMoneyQueries } from './fund-wallet.ts';

// POST /users/{userId}/withdrawals → the amount is held at once and the withdrawal is pending or processing.
// Same idempotency rules as funding.

export function requestWithdrawal({
  userId,
  body,
}: {
  userId: string;
  body: WithdrawalRequest;
}): Promise<WithdrawalResult> {
  return api.post<WithdrawalResult>(`/users/${encodeURIComponent(userId)}/withdrawals`, body);
}

export function useRequestWithdrawal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalRequest) => requestWithdrawal({ userId, body }),
    onSuccess: () => refreshMoneyQueries(queryClient, userId),
  });
}
