import { useState } from 'react';
import { toast } from 'sonner';
import type { ZodSafeParseResult } from 'zod';
import type { PasswordResetRequest } from '@gom/contract/auth';
import { OTP_LENGTH } from '@gom/contract/constants';
import { passwordMeetsRequirements } from '@gom/contract/password-rules';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { errorMessage } from '../utils/error-message.ts';

// The password reset by one-time code (spec §4, §5, §8), shared by /settings and /forgot-password:
// initial (email) → otp once the code was sent → newPassword once the code has 6 digits.

export const PASSWORD_RESET_STEPS = ['initial', 'otp', 'newPassword'] as const;
export type PasswordResetStep = (typeof PASSWORD_RESET_STEPS)[number];

export type UsePasswordResetOptions = {
  /** Pre-filled email (settings: the account's own). Clearing the fields restores it. */
  initialEmail?: string;
  successMessage: string;
  onSuccess?: () => void;
};

export function usePasswordReset({ initialEmail = '', successMessage, onSuccess }: UsePasswordResetOptions) {
  const [step, setStep] = useState<PasswordResetStep>('initial');
  const [email, setEmail] = useState(initialEmail);
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const requestMutation = useRequestPasswordReset();
  const confirmMutation = useConfirmPasswordReset();

  function clear() {
    setStep('initial');
    setEmail(initialEmail);
    setOtp('');
    setPassword('');
  }

  function requestOtp() {
    // The email's schema loads when it is first needed, not with /forgot-password (performance note 0047).
    void import('@gom/contract/auth').then(
      ({ passwordResetRequestSchema }) => sendOtp(passwordResetRequestSchema.safeParse({ email })),
      () => toast.error(NETWORK_ERROR_MESSAGE),
    );
  }

  function sendOtp(parsed: ZodSafeParseResult<PasswordResetRequest>) {
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Please enter your email address');
      return;
    }
    requestMutation.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('OTP sent to your email address');
        setOtp('');
        setStep('otp');
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to send OTP')),
    });
  }

  const otpComplete = otp.length === OTP_LENGTH;

  function continueToPassword() {
    if (otpComplete) setStep('newPassword');
  }

  function confirmReset() {
    if (!otp || !password) {
      toast.error('Please enter OTP and new password');
      return;
    }
    if (!passwordMeetsRequirements(password)) {
      toast.error('Please ensure your password meets all requirements');
      return;
    }
    confirmMutation.mutate(
      { email: email.trim().toLowerCase(), otp, password },
      {
        onSuccess: () => {
          toast.success(successMessage);
          clear();
          onSuccess?.();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to reset password')),
      },
    );
  }

  /** Back one step; from the code step it returns to the start with the fields cleared. */
  function back() {
    if (step === 'newPassword') setStep('otp');
    else if (step === 'otp') clear();
  }

  return {
    step,
    stepIndex: PASSWORD_RESET_STEPS.indexOf(step),
    email,
    setEmail,
    otp,
    setOtp,
    password,
    setPassword,
    otpComplete,
    requestOtp,
    continueToPassword,
    confirmReset,
    back,
    isRequesting: requestMutation.isPending,
    isConfirming: confirmMutation.isPending,
  };
}
