import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, isApiError } from '@/lib/api-client.ts';
import { ADMIN_KEY } from './admin-keys.ts';

/**
 * A console action (POST with an empty body): on success a toast and every console query refreshed (the audit log
 * included); on failure the server's message.
 */
export function useAdminAction<Variables>(path: (variables: Variables) => string, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => api.post<unknown>(path(variables), {}),
    onSuccess: () => toast.success(done),
    onError: (error) => toast.error('Error', { description: isApiError(error) ? error.message : String(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
