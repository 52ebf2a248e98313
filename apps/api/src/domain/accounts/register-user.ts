import { nameKey } from '@gom/contract/players';
import { eq, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { assertAdult } from '../safer-play/set-date-of-birth.ts';
import { EMAIL_TAKEN_MESSAGE, USERNAME_TAKEN_MESSAGE } from './account-constants.ts';
import { toAccountUser, type AccountUser } from './account-user.ts';
import { hashPassword } from './password-hash.ts';
import { signUpReplay, type SignUpInput } from './sign-up-replay.ts';

export interface RegisterUserOptions {
  db: AppDatabase;
  clock: Clock;
  /** Already parsed by the contract: trimmed names, normalised email. */
  input: SignUpInput;
}

const emailTaken = () => new DomainError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
const usernameTaken = () =>
  new DomainError('USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE, { username: USERNAME_TAKEN_MESSAGE });

/**
 * Creates an account. Does not sign in: the player signs in next (spec: signup goes to /login). An identical repeat
 * of a sign-up whose answer was lost gets that account back (`replayed`, signUpReplay); any other sign-up with a
 * taken email or username is refused.
 */
export async function registerUser({
  db,
  clock,
  input,
}: RegisterUserOptions): Promise<{ user: AccountUser; replayed: boolean }> {
  assertAdult(input.dateOfBirth, clock.now());
  const emailTakenUnlessReplay = async () => {
    const user = await signUpReplay({ db, clock, input });
    if (user) return { user, replayed: true };
    throw emailTaken();
  };
  // The pre-check gives a friendly answer before paying for argon2; the unique indexes below remain the
  // guarantee when two registrations race.
  const existing = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      or(
        eq(users.email, input.email),
        eq(sql`lower(${users.username})`, input.username.toLowerCase()),
        // Usernames and display names are one namespace (ADR 0120).
        eq(users.displayNameKey, nameKey(input.username)),
      ),
    );
  if (existing.some((row) => row.email === input.email)) return emailTakenUnlessReplay();
  if (existing.length > 0) throw usernameTaken();

  const passwordHash = await hashPassword(input.password, 'first');
  const now = clock.now();
  try {
    const [row] = await db
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        username: input.username,
        email: input.email,
        passwordHash,
        dateOfBirth: input.dateOfBirth,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('insert into users returned no row');
    return { user: toAccountUser(row), replayed: false };
  } catch (error) {
    const constraint = uniqueViolationConstraint(error);
    if (constraint === 'users_email_unique') return emailTakenUnlessReplay();
    if (constraint === 'users_username_lower_unique') {
      // An identical sign-up racing this one collides on its username as well as its email: whichever index
      // PostgreSQL checks first, it is that sign-up's repeat.
      const user = await signUpReplay({ db, clock, input });
      if (user) return { user, replayed: true };
      throw usernameTaken();
    }
    throw error;
  }
}
