import type { AvatarColor } from '@gom/contract/players';
import type { User } from '@gom/contract/users';
import type { AccountUser } from '../domain/accounts/account-user.ts';

/** The wire form of a user (contract `userSchema`). */
export function toUserResponse(user: AccountUser): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    role: user.role,
    displayName: user.displayName,
    avatarColor: user.avatarColor as AvatarColor | null,
  };
}
