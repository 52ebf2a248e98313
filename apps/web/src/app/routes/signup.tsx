import { Link, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout.tsx';
import { SignupForm } from '@/features/auth/components/signup-form.tsx';

export function SignupRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AuthLayout
      wide
      title="Create your account"
      description="Join the game: watch the clip, call GOAL or MISS, win"
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            state={location.state}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <SignupForm onSuccess={() => navigate('/login', { state: location.state })} />
    </AuthLayout>
  );
}
