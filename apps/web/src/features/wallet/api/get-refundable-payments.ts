import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefundablePayment } from '@gom/contract/withdrawals';
import { api } from '@/lib/api-client.ts';

// GET /users/{userId}/withdrawals/refundable: the player's card payments that can still take money back, newest
// first. A withdrawal goes back to them before any money goes to an account (the closed loop).

export const refundablePaymentsQueryKey = (userId: string) => ['refundable-payments', userId] as const;

export function getRefundablePayments(userId: string): Promise<RefundablePayment[]> {
  return api.get<RefundablePayment[]>(`/users/${encodeURIComponent(userId)}/withdrawals/refundable`);
}

export function useRefundablePayments(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: refundablePaymentsQueryKey(userId),
      queryFn: () => getRefundablePayments(userId),
      // A refund or a new payment changes it: the dialog always asks afresh.
      staleTime: 0,
    }),
  );
}
