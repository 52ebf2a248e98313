import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@gom/contract/auth';
import { api } from '@/lib/api-client.ts';

// POST /auth/login: sets the session cookies; the body is not read (spec §7).
export function login(body: LoginRequest): Promise<void> {
  return api.post<void>('/auth/login', body);
}

export function useLogin(options: { onSuccess?: () => void | Promise<void>; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: login, ...options });
}
