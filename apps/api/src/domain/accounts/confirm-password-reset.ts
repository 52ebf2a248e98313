import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { passwordResetCodes, sessions, users } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { DomainError } from '../domain-error.ts';
import { INVALID_OTP_MESSAGE, RESET_CODE_MAX_ATTEMPTS } from './account-constants.ts';
import { hashPassword } from './password-hash.ts';
import { hashesEqual, hmacCode } from './token-hash.ts';

const invalidCode = () => new DomainError('INVALID_OTP', INVALID_OTP_MESSAGE);

/**
 * Sets a new password with the emailed code, and signs the account out everywhere.
 *
 * Every try spends one of the code's attempts BEFORE the comparison, in one conditional update: however
 * many tries arrive at once, at most RESET_CODE_MAX_ATTEMPTS of them are ever compared with the code.
 * Wrong, expired, burnt, replaced and unknown-email all fail alike.
 */
export async function confirmPasswordReset(options: {
  db: AppDatabase;
  clock: Clock;
  otpSecret: string;
  email: string;
  otp: string;
  password: string;
}): Promise<{ userId: string }> {
  const { db, clock } = options;
  const now = clock.now();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, options.email));
  if (!user) throw invalidCode();

  const [attempt] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.userId, user.id),
        lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
        gt(passwordResetCodes.expiresAt, now),
      ),
    )
    .returning({ codeHash: passwordResetCodes.codeHash });
  if (!attempt || !hashesEqual(attempt.codeHash, hmacCode(options.otpSecret, options.otp))) throw invalidCode();

  const passwordHash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    // Consuming the code is conditional on it still being this code: a concurrent success, or a new
    // request that replaced it meanwhile, makes this one fail and change nothing.
    const consumed = await tx
      .delete(passwordResetCodes)
      .where(and(eq(passwordResetCodes.userId, user.id), eq(passwordResetCodes.codeHash, attempt.codeHash)))
      .returning({ userId: passwordResetCodes.userId });
    if (consumed.length === 0) throw invalidCode();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'password-reset' })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
  });
  return { userId: user.id };
}
