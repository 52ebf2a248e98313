import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants.ts';
import { PASSWORD_REQUIREMENTS, passwordMeetsRequirements } from './password-rules.ts';
import { avatarColorSchema, displayNameSchema } from './players.ts';
import { dateOfBirthSchema } from './safer-play.ts';
import { nameText, plainText } from './text.ts';

// Request schemas of the account calls (spec §5, §7). The web forms and the API parse with the same
// schemas, so a message the server returns in `fields` is the one the form would have shown.

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;

export { PASSWORD_REQUIREMENTS, passwordMeetsRequirements };

/**
 * A string field whose missing or wrong-typed value gets a message naming the field; control characters
 * are refused before anything else looks at the value.
 */
function text(label: string) {
  return plainText(label, {
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
  });
}

export function personName(label: string) {
  return nameText(label, {
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
  })
    .trim()
    .min(NAME_MIN_LENGTH, `${label} must be at least ${NAME_MIN_LENGTH} characters`)
    .max(NAME_MAX_LENGTH, `${label} must be less than ${NAME_MAX_LENGTH} characters`);
}

export const emailSchema = text('Email')
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

export const usernameSchema = text('Username')
  .trim()
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be less than ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores');

export const newPasswordSchema = text('Password')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(
    (value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value),
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  );

export const registerRequestSchema = z.strictObject({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  dateOfBirth: dateOfBirthSchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: text('Password').min(1, 'Password is required').max(PASSWORD_MAX_LENGTH, 'Invalid email or password'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const passwordResetRequestSchema = z.strictObject({
  email: text('Email')
    .trim()
    .min(1, 'Please enter your email address')
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const otpSchema = text('Code').regex(
  new RegExp(`^\\d{${OTP_LENGTH}}$`),
  `The code must be ${OTP_LENGTH} digits`,
);

export const passwordResetConfirmSchema = z.strictObject({
  email: emailSchema,
  otp: otpSchema,
  password: text('Password')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .refine(passwordMeetsRequirements, 'Please ensure your password meets all requirements'),
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/** Answer of the calls that only confirm, such as logout and the reset request. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * PATCH /users/profile: any of the names, with the sign-up rules and messages, and what others see of the player:
 * a display name and an avatar colour (null clears either back to the username and the default colour).
 */
export const updateProfileRequestSchema = z
  .strictObject({
    firstName: personName('First name').optional(),
    lastName: personName('Last name').optional(),
    username: usernameSchema.optional(),
    displayName: displayNameSchema.nullable().optional(),
    avatarColor: avatarColorSchema.nullable().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Change at least one of first name, last name, username, display name or avatar colour',
  });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Please enter your current password';

/**
 * POST /users/profile/email: the new address, which gets a code, and the current password: a session alone
 * (a borrowed device, a stolen cookie) must not be enough to move the account to another inbox.
 */
export const emailChangeRequestSchema = z.strictObject({
  email: emailSchema,
  currentPassword: text('Current password')
    .min(1, CURRENT_PASSWORD_REQUIRED_MESSAGE)
    .max(PASSWORD_MAX_LENGTH, 'Your current password is not correct'),
});
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

/** POST /users/profile/email/confirm: the new address and the code sent to it. */
export const emailChangeConfirmSchema = z.strictObject({ email: emailSchema, otp: otpSchema });
export type EmailChangeConfirm = z.input<typeof emailChangeConfirmSchema>;
