// Lifetimes and limits of accounts and sessions (decisions.md, Accounts and sessions).
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
export const RESET_CODE_TTL_MS = 10 * 60_000;
export const RESET_CODE_MAX_ATTEMPTS = 5;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const INVALID_OTP_MESSAGE = 'Invalid or expired code';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken';
export const ACCOUNT_LOCKED_MESSAGE = 'This account is locked. Please contact support.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
