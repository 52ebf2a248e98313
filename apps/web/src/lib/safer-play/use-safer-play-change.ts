import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaferPlay } from '@gom/contract/safer-play';
import { api } from '@/lib/api-client.ts';
import { saferPlayPath, saferPlayQueryKey } from './get-safer-play.ts';

// Every Safer play change answers the whole fresh state, which replaces the cached one.

export function useSaferPlayChange<Body>(userId: string, method: 'PUT' | 'POST', tail: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.request<SaferPlay>(method, saferPlayPath(userId, tail), { body }),
    onSuccess: (state) => queryClient.setQueryData(saferPlayQueryKey(userId), state),
  });
}
