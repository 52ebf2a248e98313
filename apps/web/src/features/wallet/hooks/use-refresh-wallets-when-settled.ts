import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { walletsQueryKey } from '@/lib/money/query-keys.ts';

/**
 * When a withdrawal leaves the open list (the provider paid it, or it failed), the wallet's balance changed
 * on the server: ask for the wallets again. The transactions poll while one is open (get-transactions.ts).
 */
export function useRefreshWalletsWhenSettled(userId: string, openWithdrawals: number) {
  const queryClient = useQueryClient();
  const previous = useRef(openWithdrawals);
  useEffect(() => {
    if (openWithdrawals < previous.current) {
      void queryClient.invalidateQueries({ queryKey: walletsQueryKey(userId) });
    }
    previous.current = openWithdrawals;
  }, [openWithdrawals, queryClient, userId]);
}
