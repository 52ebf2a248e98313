import { Link, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { redirectTarget } from '../guards.tsx';

export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to your account to keep playing"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link
            to="/signup"
            state={location.state}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign up
          </Link>
        </>
      }
    >
      <LoginForm onSuccess={() => navigate(redirectTarget(location.state), { replace: true })} />
    </AuthLayout>
  );
}
