import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeConfirm, EmailChangeRequest, MessageResponse, UpdateProfileRequest } from '@gom/contract/auth';
import type { User } from '@gom/contract/users';
import { api } from '@/lib/api-client.ts';
import { USER_QUERY_KEY } from '@/lib/auth/get-user.ts';

// PATCH /users/profile, and the two steps of an email change. The profile is cached indefinitely
// (spec §7), so each success writes the server's answer into that cache: every screen shows the new names at once.

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateProfileRequest) => api.request<User>('PATCH', '/users/profile', { body: change }),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: EmailChangeRequest) => api.post<MessageResponse>('/users/profile/email', body),
  });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailChangeConfirm) => api.post<User>('/users/profile/email/confirm', body),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
