// A player changes their email in two steps: a 6-digit code goes to the new address, and the
// address changes only once that code comes back, so nobody can move an account to an address they do not
// read. The old address is told afterwards. Codes are stored as HMACs, expire after 10 minutes, burn after 5
// wrong tries, and a new one can be asked for once a minute. Asking takes the current password too, so a
// session alone cannot move the account to another inbox.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { emailChangeCodes, users } from '../../db/schema.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_OTP_MESSAGE,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MS,
} from './account-constants.ts';
import { toAccountUser, type AccountUser } from './account-user.ts';
import { generateOneTimeCode } from './one-time-code.ts';
import { verifyPassword } from './password-hash.ts';
import { hashesEqual, hmacCode } from './token-hash.ts';

export const EMAIL_CHANGE_SUBJECT = 'Confirm your new Goal or Miss email';
export const EMAIL_CHANGED_SUBJECT = 'Your Goal or Miss email was changed';
export const SAME_EMAIL_MESSAGE = 'This is already your email';
export const WRONG_PASSWORD_MESSAGE = 'Your current password is not correct';
export const EMAIL_CODE_COOLDOWN_MESSAGE = 'A code was just sent. Please wait a minute before asking for another.';
/** One code a minute per player: enough to retry a lost email, too few to flood an inbox. */
export const EMAIL_CODE_COOLDOWN_MS = 60_000;

const emailTaken = () => new DomainError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
const invalidCode = () => new DomainError('INVALID_OTP', INVALID_OTP_MESSAGE, { otp: INVALID_OTP_MESSAGE });

interface EmailChangeContext {
  db: AppDatabase;
  clock: Clock;
  mailer: Mailer;
  otpSecret: string;
  userId: string;
  /** The new address, normalised by the contract. */
  email: string;
}

/**
 * Sends a code to the new address once the current password is right; nothing changes until it is confirmed.
 * The password is checked first, so a session without it learns nothing, not even whether an address is taken.
 */
export async function requestEmailChange(options: EmailChangeContext & { currentPassword: string }): Promise<void> {
  const { db, clock, userId, email } = options;
  const now = clock.now();
  const [current] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!current) throw new DomainError('UNAUTHENTICATED', 'Please sign in again');
  if (!(await verifyPassword(current.passwordHash, options.currentPassword))) {
    throw new DomainError('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE, { currentPassword: WRONG_PASSWORD_MESSAGE });
  }
  if (current.email === email)
    throw new DomainError('INVALID_INPUT', SAME_EMAIL_MESSAGE, { email: SAME_EMAIL_MESSAGE });
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (holder) throw emailTaken();

  const code = generateOneTimeCode();
  const fresh = {
    newEmail: email,
    codeHash: hmacCode(options.otpSecret, code),
    attempts: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
  };
  // Replaces an earlier request unless that one is under a minute old (then nothing is written or sent).
  const written = await db
    .insert(emailChangeCodes)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({
      target: emailChangeCodes.userId,
      set: fresh,
      setWhere: lt(emailChangeCodes.createdAt, new Date(now.getTime() - EMAIL_CODE_COOLDOWN_MS)),
    })
    .returning({ userId: emailChangeCodes.userId });
  if (written.length === 0) throw new DomainError('RATE_LIMITED', EMAIL_CODE_COOLDOWN_MESSAGE);
  await options.mailer.send({
    to: email,
    subject: EMAIL_CHANGE_SUBJECT,
    text: [
      `Your code to confirm this address for Goal or Miss is ${code}.`,
      '',
      `It expires in ${RESET_CODE_TTL_MS / 60_000} minutes. If you did not ask for this, you can ignore this email.`,
    ].join('\n'),
  });
}

/** Confirms the code sent to the new address and moves the account to it; the old address gets a notice. */
export async function confirmEmailChange(options: EmailChangeContext & { otp: string }): Promise<AccountUser> {
  const { db, clock, userId, email } = options;
  const now = clock.now();
  // Every try counts, right or wrong, and only while the code is live and has tries left.
  const [attempt] = await db
    .update(emailChangeCodes)
    .set({ attempts: sql`${emailChangeCodes.attempts} + 1` })
    .where(
      and(
        eq(emailChangeCodes.userId, userId),
        eq(emailChangeCodes.newEmail, email),
        lt(emailChangeCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
        gt(emailChangeCodes.expiresAt, now),
      ),
    )
    .returning({ codeHash: emailChangeCodes.codeHash });
  if (!attempt || !hashesEqual(attempt.codeHash, hmacCode(options.otpSecret, options.otp))) throw invalidCode();

  const changed = await db.transaction(async (tx) => {
    const consumed = await tx
      .delete(emailChangeCodes)
      .where(and(eq(emailChangeCodes.userId, userId), eq(emailChangeCodes.codeHash, attempt.codeHash)))
      .returning({ userId: emailChangeCodes.userId });
    if (consumed.length === 0) throw invalidCode();
    const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    try {
      const [row] = await tx.update(users).set({ email, updatedAt: now }).where(eq(users.id, userId)).returning();
      if (!row || !before) throw new DomainError('UNAUTHENTICATED', 'Please sign in again');
      return { user: toAccountUser(row), oldEmail: before.email };
    } catch (error) {
      // Someone registered the address between the request and the confirmation.
      if (uniqueViolationConstraint(error) === 'users_email_unique') throw emailTaken();
      throw error;
    }
  });
  await options.mailer.send({
    to: changed.oldEmail,
    subject: EMAIL_CHANGED_SUBJECT,
    text: [
      `The email of your Goal or Miss account was changed to ${email}.`,
      '',
      'If you did not do this, reset your password from the sign-in page and contact support.',
    ].join('\n'),
  });
  return changed.user;
}
