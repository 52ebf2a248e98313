import { useState } from 'react';
import type { FormEvent } from 'react';
import { Loader2Icon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { toast } from 'sonner';
import { emailChangeRequestSchema, otpSchema, updateProfileRequestSchema } from '@gom/contract/auth';
import type { UpdateProfileRequest } from '@gom/contract/auth';
import { OTP_LENGTH } from '@gom/contract/constants';
import { AVATAR_COLORS, type AvatarColor } from '@gom/contract/players';
import type { User } from '@gom/contract/users';
import { AVATAR_TONES } from '@/components/player/avatar-colors.ts';
import { PlayerAvatar } from '@/components/player/player-avatar.tsx';
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
import { cn } from '@/utils/cn.ts';
import { useConfirmEmailChange, useRequestEmailChange, useUpdateProfile } from '../api/edit-profile.ts';

// The Edit Profile dialog. Names, username and what others see (a display name and an avatar colour, decision
// 0120) save together, with the sign-up rules (the contract's schema, so the messages are the server's); the email changes in two steps, a code sent to the new address
// (asked for with the current password) and its confirmation. Server refusals (a taken username or email, a
// wrong password or code) show under their field.

export const PROFILE_UPDATED = 'Profile Updated';
export const EMAIL_UPDATED = 'Email Updated';
const FAILURE_MESSAGE = 'Something went wrong, please try again';

type NameField = 'firstName' | 'lastName' | 'username';
type ProfileField = NameField | 'displayName' | 'avatarColor';
type EmailField = 'email' | 'currentPassword';
type Errors = Partial<Record<ProfileField | EmailField | 'otp', string>>;

type ProfileForm = Record<NameField | 'displayName', string> & { avatarColor: AvatarColor | null };

function formOf(user: User): ProfileForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    displayName: user.displayName ?? '',
    avatarColor: user.avatarColor ?? null,
  };
}

/** The value of the radio for the player's default colour (a radio's value is text; the change sends null). */
const DEFAULT_COLOR = 'default';

/**
 * The avatar colours as a radio group (Radix: one tab stop, arrow keys move the choice): the player's default
 * (from their id) first, then the palette.
 */
function AvatarColorPicker({
  value,
  onChange,
  error,
}: {
  value: AvatarColor | null;
  onChange: (value: AvatarColor | null) => void;
  error: string | undefined;
}) {
  const options: Array<{ color: AvatarColor | null; label: string }> = [
    { color: null, label: 'Default' },
    ...AVATAR_COLORS.map((color) => ({ color, label: AVATAR_TONES[color].label })),
  ];
  return (
    <div className="flex flex-col gap-2">
      <Label id="edit-avatarColor-label">Avatar Colour</Label>
      <RadioGroup.Root
        aria-labelledby="edit-avatarColor-label"
        orientation="horizontal"
        value={value ?? DEFAULT_COLOR}
        onValueChange={(next) => onChange(AVATAR_COLORS.find((color) => color === next) ?? null)}
        className="flex flex-wrap gap-2"
      >
        {options.map(({ color, label }) => (
          <RadioGroup.Item
            key={label}
            value={color ?? DEFAULT_COLOR}
            aria-label={label}
            title={label}
            className={cn(
              'size-8 rounded-full ring-offset-2 ring-offset-background outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=checked]:ring-2 data-[state=checked]:ring-primary',
              color === null
                ? 'border border-dashed border-muted-foreground bg-transparent'
                : AVATAR_TONES[color].className,
            )}
          />
        ))}
      </RadioGroup.Root>
      <FormError id="edit-avatarColor-error" message={error} />
    </div>
  );
}

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
  const [names, setNames] = useState<ProfileForm>(() => formOf(user));
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [otp, setOtp] = useState('');
  /** The address a code was sent to: the step after 'Send Code'. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  function reset() {
    setNames(formOf(user));
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
    // An emptied display name clears it: the username shows again.
    const displayName = names.displayName.trim() === '' ? null : names.displayName;
    if ((displayName?.trim() ?? null) !== (user.displayName ?? null)) change.displayName = displayName;
    if (names.avatarColor !== (user.avatarColor ?? null)) change.avatarColor = names.avatarColor;
    const parsed = updateProfileRequestSchema.safeParse(change);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const field = (first?.path[0] as ProfileField | undefined) ?? 'firstName';
      setErrors({ [field]: first?.message ?? FAILURE_MESSAGE });
      return;
    }
    setErrors({});
    updateProfile.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(PROFILE_UPDATED, { description: 'Your profile is saved.' });
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

  const nameInput = (field: NameField | 'displayName', label: string, hint?: string) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`edit-${field}`}>{label}</Label>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      <Input
        id={`edit-${field}`}
        value={names[field]}
        autoComplete={
          field === 'username'
            ? 'username'
            : field === 'firstName'
              ? 'given-name'
              : field === 'lastName'
                ? 'family-name'
                : 'nickname'
        }
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
          <DialogDescription>Change your name, your username, how others see you or your email.</DialogDescription>
        </DialogHeader>

        <form noValidate className="flex flex-col gap-4" onSubmit={handleSaveNames} aria-label="Names">
          <div className="grid gap-4 sm:grid-cols-2">
            {nameInput('firstName', 'First Name')}
            {nameInput('lastName', 'Last Name')}
          </div>
          {nameInput('username', 'Username')}
          <Separator />
          <div className="flex items-center gap-3" data-testid="profile-preview">
            <PlayerAvatar
              size="md"
              player={{
                userId: user.id,
                username: names.username.trim() || user.username,
                displayName: names.displayName.trim() || null,
                avatarColor: names.avatarColor,
              }}
            />
            <p className="text-sm text-muted-foreground">
              Others see you as{' '}
              <span className="font-medium text-foreground">
                {names.displayName.trim() || names.username.trim() || user.username}
              </span>
            </p>
          </div>
          {nameInput(
            'displayName',
            'Display Name',
            'Shown on leaderboards and to friends instead of your username. Leave it empty to show your username.',
          )}
          <AvatarColorPicker
            value={names.avatarColor}
            onChange={(avatarColor) => setNames((current) => ({ ...current, avatarColor }))}
            error={errors.avatarColor}
          />
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
