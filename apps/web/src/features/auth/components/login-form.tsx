import { useForm, type FieldErrors } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { LoaderCircleIcon } from 'lucide-react';
import type { LoginRequest } from '@gom/contract/auth';
import { LOGIN_ERROR_TOAST_MS } from '@gom/contract/constants';
import { isApiError, NETWORK_ERROR_CODE } from '@/lib/api-client.ts';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver.ts';
import { USER_QUERY_KEY } from '@/lib/auth/get-user.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useLogin } from '../api/login.ts';
import { PasswordInput } from './password-input.tsx';

const HTTP_TOO_MANY_REQUESTS = 429;

const ERROR_TOAST = { duration: LOGIN_ERROR_TOAST_MS, position: 'top-center' } as const;

/** Spec §8: a failed login says 'Invalid email or password'; a rate limit or a dead network says so. */
function showLoginError(error: Error) {
  if (isApiError(error) && (error.status === HTTP_TOO_MANY_REQUESTS || error.code === NETWORK_ERROR_CODE)) {
    toast.error(error.message, ERROR_TOAST);
    return;
  }
  toast.error('Invalid email or password', { ...ERROR_TOAST, description: 'Please try again' });
}

// The schema loads when the form is first touched, not with the page (performance note 0047).
const loginChecks = lazyZodResolver<LoginRequest>(() =>
  import('@gom/contract/auth').then((contract) => contract.loginRequestSchema),
);

/** The form could not load its checks (the network dropped): say so where a failed sign-in would. */
function showFormError(errors: FieldErrors<LoginRequest>) {
  if (errors.root?.message) toast.error(errors.root.message, ERROR_TOAST);
}

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<LoginRequest>({
    resolver: loginChecks.resolver,
    defaultValues: { email: '', password: '' },
  });
  const loginMutation = useLogin({
    onSuccess: async () => {
      // The session changed: fetch the signed-in user before leaving, so the next page has it.
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY, refetchType: 'all' });
      onSuccess();
    },
    onError: showLoginError,
  });
  const { errors } = form.formState;

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onFocus={loginChecks.preload}
      onPointerDown={loginChecks.preload}
      onSubmit={form.handleSubmit((values) => loginMutation.mutate(values), showFormError)}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-email">Email</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...form.register('email')}
        />
        {errors.email && (
          <p id="login-email-error" className="text-sm text-red-400">
            {errors.email.message}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="login-password">Password</Label>
          <Link to="/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
            Forgot Password?
          </Link>
        </div>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...form.register('password')}
        />
        {errors.password && (
          <p id="login-password-error" className="text-sm text-red-400">
            {errors.password.message}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="mt-2" disabled={loginMutation.isPending}>
        {loginMutation.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
        {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
