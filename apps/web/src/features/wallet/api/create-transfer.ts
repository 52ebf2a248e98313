import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTransferRequest, TransferResult } from '@gom/contract/transfers';
import { api } from '@/lib/api-client.ts';
import { refreshMoneyQueries } from './fund-wallet.ts';

// POST /users/{userId}/transfers {quoteId, idempotencyKey} → the executed conversion. The same key with the
// same quote answers the same transfer; an expired quote answers 409 QUOTE_EXPIRED.

export function createTransfer({
  userId,
  body,
}: {
  userId: string;
  body: CreateTransferRequest;
}): Promise<TransferResult> {
  return api.post<TransferResult>(`/users/${encodeURIComponent(userId)}/transfers`, body);
}

export function useCreateTransfer(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTransferRequest) => createTransfer({ userId, body }),
    onSuccess: () => refreshMoneyQueries(queryClient, userId),
  });
}
