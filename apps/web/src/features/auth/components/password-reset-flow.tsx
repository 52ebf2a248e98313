import { useId } from 'react';
import { ArrowLeftIcon, LoaderCircleIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { cn } from '@/utils/cn.ts';
import { PASSWORD_RESET_STEPS, usePasswordReset } from '../hooks/use-password-reset.ts';
import { OtpInput } from './otp-input.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordInput } from './password-input.tsx';

// One reset flow, two places (spec §2, §4): the settings page and the forgot-password page differ only
// in their step labels, their success message, whether the code step has Back, and what follows success.

const VARIANTS = {
  settings: {
    stepLabels: ['Request OTP', 'Enter OTP', 'Set Password'],
    successMessage: 'Password reset successfully',
    backFromOtp: true,
  },
  'forgot-password': {
    stepLabels: ['Email', 'Code', 'Password'],
    successMessage: 'Password reset successfully! You can now login with your new password.',
    backFromOtp: false,
  },
} as const;

type PasswordResetFlowProps = {
  variant: keyof typeof VARIANTS;
  /** The signed-in account's email: pre-filled and fixed. */
  accountEmail?: string;
  onSuccess?: () => void;
};

export function PasswordResetFlow({ variant, accountEmail, onSuccess }: PasswordResetFlowProps) {
  const config = VARIANTS[variant];
  const flow = usePasswordReset({ initialEmail: accountEmail, successMessage: config.successMessage, onSuccess });
  const ids = { email: useId(), otp: useId(), password: useId(), checklist: useId() };
  const percent = ((flow.stepIndex + 1) / PASSWORD_RESET_STEPS.length) * 100;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <ol className="grid grid-cols-3 gap-2 text-xs font-medium sm:text-sm">
          {config.stepLabels.map((label, index) => (
            <li
              key={label}
              aria-current={index === flow.stepIndex ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2',
                index <= flow.stepIndex ? 'text-foreground' : 'text-muted-foreground',
                index === 1 && 'justify-center',
                index === 2 && 'justify-end',
              )}
            >
              <span
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                  index <= flow.stepIndex ? 'border-primary bg-primary text-primary-foreground' : 'border-border',
                )}
                aria-hidden="true"
              >
                {index + 1}
              </span>
              {label}
            </li>
          ))}
        </ol>
        <Progress value={percent} aria-label="Password reset progress" />
      </div>

      {flow.step === 'initial' && (
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            flow.requestOtp();
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.email}>Email</Label>
            <Input
              id={ids.email}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={flow.email}
              readOnly={Boolean(accountEmail)}
              onChange={(event) => flow.setEmail(event.target.value)}
            />
            <p className="text-sm text-muted-foreground">We will email you a 6-digit code to reset your password.</p>
          </div>
          <Button type="submit" disabled={flow.isRequesting}>
            {flow.isRequesting && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
            {flow.isRequesting ? 'Sending OTP...' : 'Send OTP'}
          </Button>
        </form>
      )}

      {flow.step === 'otp' && (
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            flow.continueToPassword();
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.otp}>OTP Code</Label>
            <OtpInput id={ids.otp} value={flow.otp} onValueChange={flow.setOtp} autoFocus />
            <p className="text-sm text-muted-foreground">
              Enter the 6-digit code sent to <span className="font-medium text-foreground">{flow.email}</span>.
            </p>
          </div>
          <div className="flex gap-2">
            {config.backFromOtp && (
              <Button type="button" variant="outline" onClick={flow.back}>
                <ArrowLeftIcon aria-hidden="true" />
                Back
              </Button>
            )}
            <Button type="submit" className="flex-1" disabled={!flow.otpComplete}>
              Continue
            </Button>
          </div>
          <Button type="button" variant="link" size="sm" onClick={flow.requestOtp} disabled={flow.isRequesting}>
            {flow.isRequesting ? 'Sending OTP...' : 'Resend code'}
          </Button>
        </form>
      )}

      {flow.step === 'newPassword' && (
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            flow.confirmReset();
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.password}>New Password</Label>
            <PasswordInput
              id={ids.password}
              autoComplete="new-password"
              value={flow.password}
              aria-describedby={ids.checklist}
              onChange={(event) => flow.setPassword(event.target.value)}
              autoFocus
            />
            <PasswordChecklist id={ids.checklist} password={flow.password} />
          </div>
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={flow.back}>
              <ArrowLeftIcon aria-hidden="true" />
              Back
            </Button>
            <Button type="submit" className="flex-1" disabled={flow.isConfirming}>
              {flow.isConfirming && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
              {flow.isConfirming ? 'Resetting...' : 'Reset Password'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
