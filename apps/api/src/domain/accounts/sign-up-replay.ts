import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { toAccountUser, type AccountUser } from './account-user.ts';
import { verifyPassword } from './password-hash.ts';

/** How long after a sign-up its identical repeat still gets the account back (decision 0093). */
export const SIGN_UP_REPLAY_WINDOW_MS = 10 * 60_000;

export interface SignUpInput {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  dateOfBirth: string;
}

/**
 * A sign-up sent again because its answer was lost (a 502 in a burst) gets the account it made, not 409: only when
 * every field is the same, the password verifies against the stored hash, the account is at most
 * SIGN_UP_REPLAY_WINDOW_MS old and nobody has signed in to it yet. So the answer tells nothing that whoever sent it
 * did not already know, and an account in use is never handed out. Undefined otherwise (the caller answers 409).
 */
export async function signUpReplay(options: {
  db: AppDatabase;
  clock: Clock;
  input: SignUpInput;
}): Promise<AccountUser | undefined> {
  const { db, clock, input } = options;
  const since = new Date(clock.now().getTime() - SIGN_UP_REPLAY_WINDOW_MS);
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.email, input.email),
        sql`${users.createdAt} >= ${since.toISOString()}`,
        sql`not exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id})`,
      ),
    );
  if (!row) return undefined;
  const same =
    row.firstName === input.firstName &&
    row.lastName === input.lastName &&
    row.username === input.username &&
    row.dateOfBirth === input.dateOfBirth;
  if (!same || !(await verifyPassword(row.passwordHash, input.password, 'first'))) return undefined;
  return toAccountUser(row);
}
