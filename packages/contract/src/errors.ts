import { z } from 'zod';

// The error envelope every API failure answers with (decisions.md, API conventions).
export const ERROR_CODES = [
  'INVALID_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'BUSINESS_RULE',
  'RATE_LIMITED',
  'INTERNAL',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'INVALID_OTP',
  'BAD_ORIGIN',
  'UNSUPPORTED_MEDIA_TYPE',
  'PROVIDER_UNAVAILABLE',
  'PAYMENTS_DISABLED',
  'PAYMENT_MISMATCH',
  'INVALID_SIGNATURE',
  'QUOTE_EXPIRED',
  'PAYOUTS_DISABLED',
  'DAILY_GAME_LIMIT',
  'UNDERAGE',
  'DATE_OF_BIRTH_REQUIRED',
  'SAFER_PLAY_LIMIT',
  'SAFER_PLAY_BREAK',
  'ACCOUNT_LOCKED',
  'WRONG_PASSWORD',
  /** 503 with Retry-After: the server sheds a burst; the same request may be sent again after that long. */
  'OVERLOADED',
  /** The fresh-clip buffer cannot serve these filters yet: a wait, not a failure (the web says 'Not enough clips yet'). */
  'NOT_ENOUGH_CLIPS',
  'UNSTARTED_GAME',
  'DISPLAY_NAME_TAKEN',
  /** No player has that username or display name. */
  'PLAYER_NOT_FOUND',
  'CANNOT_FRIEND_SELF',
  'ALREADY_FRIENDS',
  'FRIEND_REQUEST_PENDING',
  'TOO_MANY_FRIENDS',
  /** A Premium-only contest refused a Free player (the message is the upgrade message). */
  'PREMIUM_REQUIRED',
  'TOURNAMENT_FULL',
  'TOURNAMENT_STARTED',
  'ALREADY_ENTERED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number] | (string & {});

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Every success body is `{ data: ... }`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
