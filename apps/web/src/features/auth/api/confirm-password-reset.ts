import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, PasswordResetConfirm } from '@gom/contract/auth';
import { api } from '@/lib/api-client.ts';

// POST /auth/password-reset/confirm: a wrong or expired code is a 400 INVALID_OTP.
export function confirmPasswordReset(body: PasswordResetConfirm): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/password-reset/confirm', body);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
