import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, PasswordResetRequest } from '@gom/contract/auth';
import { api } from '@/lib/api-client.ts';

// POST /auth/password-reset/request: always 200 for a well-formed email (no account enumeration).
export function requestPasswordReset(body: PasswordResetRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/password-reset/request', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
