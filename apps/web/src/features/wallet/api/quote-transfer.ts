import { useMutation } from '@tanstack/react-query';
import type { TransferQuote, TransferQuoteRequest } from '@gom/contract/transfers';
import { api } from '@/lib/api-client.ts';

// POST /users/{userId}/transfers/quote → the rate, the house's fee and what arrives, held 30 seconds.
// Moves no money, so nothing is invalidated.

export function quoteTransfer({
  userId,
  body,
}: {
  userId: string;
  body: TransferQuoteRequest;
}): Promise<TransferQuote> {
  return api.post<TransferQuote>(`/users/${encodeURIComponent(userId)}/transfers/quote`, body);
}

export function useQuoteTransfer(userId: string) {
  return useMutation({ mutationFn: (body: TransferQuoteRequest) => quoteTransfer({ userId, body }) });
}
