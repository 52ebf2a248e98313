// PATCH /users/profile: a player changes their first name, last name or username. A username is
// unique whatever its case, as at sign-up; the unique index decides when two players race for one.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { USERNAME_TAKEN_MESSAGE } from './account-constants.ts';
import { toAccountUser, type AccountUser } from './account-user.ts';

export interface UpdateProfileOptions {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  /** Already parsed by the contract: trimmed, each rule checked. */
  change: { firstName?: string; lastName?: string; username?: string };
}

const usernameTaken = () =>
  new DomainError('USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE, { username: USERNAME_TAKEN_MESSAGE });

/** The player as changed; undefined when there is no such player. */
export async function updateProfile({
  db,
  clock,
  userId,
  change,
}: UpdateProfileOptions): Promise<AccountUser | undefined> {
  if (change.username !== undefined) {
    const [holder] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.username})`, change.username.toLowerCase()), ne(users.id, userId)));
    if (holder) throw usernameTaken();
  }
  try {
    const [row] = await db
      .update(users)
      .set({ ...change, updatedAt: clock.now() })
      .where(eq(users.id, userId))
      .returning();
    return row ? toAccountUser(row) : undefined;
  } catch (error) {
    if (uniqueViolationConstraint(error) === 'users_username_lower_unique') throw usernameTaken();
    throw error;
  }
}
