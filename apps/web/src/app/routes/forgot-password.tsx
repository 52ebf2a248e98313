import { Link, useNavigate } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { AuthLayout } from '@/components/layouts/auth-layout.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PasswordResetFlow } from '@/features/auth/components/password-reset-flow.tsx';

export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  return (
    <AuthLayout
      title="Reset your password"
      description="We will send a one-time code to your email"
      footer={
        <div className="flex flex-col items-center gap-3">
          <Button variant="outline" asChild>
            <Link to="/login">
              <ArrowLeftIcon aria-hidden="true" />
              Back to Login
            </Link>
          </Button>
          <p>
            Remember your password?{' '}
            <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
              Sign in here
            </Link>
          </p>
        </div>
      }
    >
      <PasswordResetFlow variant="forgot-password" onSuccess={() => navigate('/login')} />
    </AuthLayout>
  );
}
