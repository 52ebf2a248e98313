import { useState } from 'react';
import type { FormEvent } from 'react';
import { Loader2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { emailChangeRequestSchema, otpSchema, updateProfileRequestSchema } from '@gom/contract/auth';
import type { UpdateProfileRequest } from '@gom/contract/auth';
import { OTP_LENGTH } from '@gom/contract/constants';
import type { User } from '@gom/contract/users';
import { Button } from '@/components/ui/button.tsx';
import { FormError, PendingButton } from '@/components/form-parts.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Separator } from '@/components/ui/separator.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useConfirmEmailChange, useRequestEmailChange, useUpdateProfile } from '../api/edit-profile.ts';

// The Edit Profile dialog. Names and username save together, with the sign-up rules (the contract's
// schema, so the messages are the server's); the email changes in two steps, a code sent to the new address
// (asked for with the current password) and its confirmation. Server refusals (a taken username or email, a
// wrong password or code) show under their field.

export const PROFILE_UPDATED = 'Profile Updated';
export const EMAIL_UPDATED = 'Email Updated';
const FAILURE_MESSAGE = 'Something went wrong, please try again';

type NameField = 'firstName' | 'lastName' | 'username';
type EmailField = 'email' | 'currentPassword';
type Errors = Partial<Record<NameField | EmailField | 'otp', string>>;

/** The field messages of a refusal: the server's per-field ones, else its message under `fallback`. */
function refusalErrors(error: unknown, fallback: keyof Errors): Errors {
  if (isApiError(error) && error.fields) return error.fields as Errors;
  return { [fallback]: isApiError(error) ? error.message : FAILURE_MESSAGE };
}

export type EditProfileDialogProps = {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function EditProfileDialog({ user, open, onOpenChange }: EditProfileDialogProps) {
  const updateProfile = useUpdateProfile();
  const requestEmail = useRequestEmailChange();
  const confirmEmail = useConfirmEmailChange();
  const [names, setNames] = useState({ firstName: user.firstName, lastName: user.lastName, username: user.username });
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [otp, setOtp] = useState('');
  /** The address a code was sent to: the step after 'Send Code'. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  function reset() {
    setNames({ firstName: user.firstName, lastName: user.lastName, username: user.username });
    setEmail('');
    setCurrentPassword('');
    setOtp('');
    setCodeSentTo(null);
    setErrors({});
  }

  function handleOpenChange(next: boolean) {
    if (!next) reset();
    onOpenChange(next);
  }

  function handleSaveNames(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (updateProfile.isPending) return;
    // Only what changed is sent: an unchanged username is not re-checked against the others.
    const change: UpdateProfileRequest = {};
    for (const field of ['firstName', 'lastName', 'username'] as const) {
      if (names[field].trim() !== user[field]) change[field] = names[field];
    }
    const parsed = updateProfileRequestSchema.safeParse(change);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const field = (first?.path[0] as NameField | undefined) ?? 'firstName';
      setErrors({ [field]: first?.message ?? FAILURE_MESSAGE });
      return;
    }
    setErrors({});
    updateProfile.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(PROFILE_UPDATED, { description: 'Your name and username are saved.' });
        handleOpenChange(false);
      },
      onError: (error) => setErrors(refusalErrors(error, 'username')),
    });
  }

  function handleSendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (requestEmail.isPending) return;
    const parsed = emailChangeRequestSchema.safeParse({ email, currentPassword });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const field = (first?.path[0] as EmailField | undefined) ?? 'email';
      setErrors({ [field]: first?.message ?? FAILURE_MESSAGE });
      return;
    }
    setErrors({});
    requestEmail.mutate(parsed.data, {
      onSuccess: (response) => {
        setCurrentPassword('');
        setCodeSentTo(parsed.data.email);
        toast.success('Code Sent', { description: response.message });
      },
      onError: (error) => setErrors(refusalErrors(error, 'email')),
    });
  }

  function handleConfirmCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirmEmail.isPending || !codeSentTo) return;
    const parsed = otpSchema.safeParse(otp);
    if (!parsed.success) {
      setErrors({ otp: parsed.error.issues[0]?.message ?? FAILURE_MESSAGE });
      return;
    }
    setErrors({});
    confirmEmail.mutate(
      { email: codeSentTo, otp: parsed.data },
      {
        onSuccess: (changed) => {
          toast.success(EMAIL_UPDATED, { description: `Your email is now ${changed.email}.` });
          handleOpenChange(false);
        },
        onError: (error) => setErrors(refusalErrors(error, 'otp')),
      },
    );
  }

  const nameInput = (field: NameField, label: string) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`edit-${field}`}>{label}</Label>
      <Input
        id={`edit-${field}`}
        value={names[field]}
        autoComplete={field === 'username' ? 'username' : field === 'firstName' ? 'given-name' : 'family-name'}
        onChange={(event) => setNames((current) => ({ ...current, [field]: event.target.value }))}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `edit-${field}-error` : undefined}
      />
      <FormError id={`edit-${field}-error`} message={errors[field]} />
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>Change your name, your username or your email.</DialogDescription>
        </DialogHeader>

        <form noValidate className="flex flex-col gap-4" onSubmit={handleSaveNames} aria-label="Names">
          <div className="grid gap-4 sm:grid-cols-2">
            {nameInput('firstName', 'First Name')}
            {nameInput('lastName', 'Last Name')}
          </div>
          {nameInput('username', 'Username')}
          <DialogFooter>
            <Button type="submit" disabled={updateProfile.isPending}>
              {updateProfile.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {updateProfile.isPending ? 'Saving…' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>

        <Separator />

        {codeSentTo === null ? (
          <form noValidate className="flex flex-col gap-2" onSubmit={handleSendCode} aria-label="Change of email">
            <Label htmlFor="edit-email">New Email</Label>
            <p className="text-xs text-muted-foreground">
              Now {user.email}. We send a code to the new address; the change takes effect when you enter it.
            </p>
            <Input
              id="edit-email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'edit-email-error' : undefined}
            />
            <FormError id="edit-email-error" message={errors.email} />
            <Label htmlFor="edit-current-password">Current Password</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="edit-current-password"
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(event) => setCurrentPassword(event.target.value)}
                aria-invalid={errors.currentPassword ? true : undefined}
                aria-describedby={errors.currentPassword ? 'edit-current-password-error' : undefined}
              />
              <PendingButton type="submit" variant="outline" pending={requestEmail.isPending}>
                Send Code
              </PendingButton>
            </div>
            <FormError id="edit-current-password-error" message={errors.currentPassword} />
          </form>
        ) : (
          <form noValidate className="flex flex-col gap-2" onSubmit={handleConfirmCode} aria-label="Confirmation code">
            <Label htmlFor="edit-otp">Code sent to {codeSentTo}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="edit-otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                placeholder={'0'.repeat(OTP_LENGTH)}
                value={otp}
                onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
                aria-invalid={errors.otp ? true : undefined}
                aria-describedby={errors.otp ? 'edit-otp-error' : undefined}
              />
              <PendingButton type="submit" pending={confirmEmail.isPending}>
                Confirm Email
              </PendingButton>
            </div>
            <FormError id="edit-otp-error" message={errors.otp} />
            <Button type="button" variant="link" className="self-start px-0" onClick={() => setCodeSentTo(null)}>
              Use another address
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
