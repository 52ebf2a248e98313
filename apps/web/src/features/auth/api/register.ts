import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@gom/contract/auth';
import type { User } from '@gom/contract/users';
import { api } from '@/lib/api-client.ts';

// POST /register → 201 with the new user. A taken email or username is a 409 with `fields`.
export function register(body: RegisterRequest): Promise<User> {
  return api.post<User>('/register', body);
}

export function useRegister(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: register, ...options });
}
