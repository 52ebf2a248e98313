import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { passwordResetCodes, users } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Clock } from '../../lib/clock.ts';
import { RESET_CODE_TTL_MS } from './account-constants.ts';
import { generateOneTimeCode } from './one-time-code.ts';
import { hmacCode } from './token-hash.ts';

export const RESET_EMAIL_SUBJECT = 'Your Goal or Miss password reset code';
const RESET_CODE_TTL_MINUTES = RESET_CODE_TTL_MS / 60_000;

export function resetEmailText(code: string): string {
  return [
    `Your password reset code is ${code}.`,
    '',
    `It expires in ${RESET_CODE_TTL_MINUTES} minutes. If you did not ask to reset your password, you can ignore this email.`,
  ].join('\n');
}

/**
 * Emails a fresh code to the account with this email, replacing any earlier code. Says nothing about
 * whether the account exists: the caller answers the same either way.
 */
export async function requestPasswordReset(options: {
  db: AppDatabase;
  clock: Clock;
  mailer: Mailer;
  otpSecret: string;
  email: string;
}): Promise<void> {
  const { db, clock } = options;
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, options.email));
  if (!user) return;

  const code = generateOneTimeCode();
  const now = clock.now();
  const fresh = {
    codeHash: hmacCode(options.otpSecret, code),
    attempts: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
  };
  await db
    .insert(passwordResetCodes)
    .values({ userId: user.id, ...fresh })
    .onConflictDoUpdate({ target: passwordResetCodes.userId, set: fresh });
  await options.mailer.send({ to: user.email, subject: RESET_EMAIL_SUBJECT, text: resetEmailText(code) });
}
