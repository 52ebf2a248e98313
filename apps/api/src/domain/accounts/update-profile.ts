// PATCH /users/profile: a player changes their first name, last name or username, and what others see of them:
// a display name and an avatar colour (ADR 0120). Usernames and display names are one namespace compared by
// `nameKey`: a username is unique whatever its case, as at sign-up, a display name unique the same way, and neither
// may be another player's username or display name. Claims of a name take turns on its lock (`lockNames`); the unique
// indexes decide if anything still races.
import { nameKey, type AvatarColor } from '@gom/contract/players';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import type { Clock } from '../../lib/clock.ts';
import { DISPLAY_NAME_TAKEN_MESSAGE } from '../community/community-constants.ts';
import { findNameHolder } from '../community/find-name-holder.ts';
import { lockNames } from '../community/lock-names.ts';
import { DomainError } from '../domain-error.ts';
import { USERNAME_TAKEN_MESSAGE } from './account-constants.ts';
import { toAccountUser, type AccountUser } from './account-user.ts';

export interface UpdateProfileOptions {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  /** Already parsed by the contract: trimmed, each rule checked. Null clears a display name or colour. */
  change: {
    firstName?: string;
    lastName?: string;
    username?: string;
    displayName?: string | null;
    avatarColor?: AvatarColor | null;
  };
}

const usernameTaken = () =>
  new DomainError('USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE, { username: USERNAME_TAKEN_MESSAGE });
const displayNameTaken = () =>
  new DomainError('DISPLAY_NAME_TAKEN', DISPLAY_NAME_TAKEN_MESSAGE, { displayName: DISPLAY_NAME_TAKEN_MESSAGE });

/** The player as changed; undefined when there is no such player. */
export async function updateProfile({
  db,
  clock,
  userId,
  change,
}: UpdateProfileOptions): Promise<AccountUser | undefined> {
  const { displayName, ...rest } = change;
  const claimed = [
    ...(change.username !== undefined ? [nameKey(change.username)] : []),
    ...(typeof displayName === 'string' ? [nameKey(displayName)] : []),
  ];
  try {
    return await db.transaction(async (tx) => {
      await lockNames(tx, claimed);
      if (
        change.username !== undefined &&
        (await findNameHolder(tx, { name: change.username, exceptUserId: userId }))
      ) {
        throw usernameTaken();
      }
      if (typeof displayName === 'string' && (await findNameHolder(tx, { name: displayName, exceptUserId: userId }))) {
        throw displayNameTaken();
      }
      const [row] = await tx
        .update(users)
        .set({
          ...rest,
          ...(displayName !== undefined && {
            displayName,
            displayNameKey: displayName === null ? null : nameKey(displayName),
          }),
          updatedAt: clock.now(),
        })
        .where(eq(users.id, userId))
        .returning();
      return row ? toAccountUser(row) : undefined;
    });
  } catch (error) {
    const constraint = uniqueViolationConstraint(error);
    if (constraint === 'users_username_lower_unique') throw usernameTaken();
    if (constraint === 'users_display_name_key_unique') throw displayNameTaken();
    throw error;
  }
}
