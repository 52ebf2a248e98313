import type { AvatarColor } from '@gom/contract/players';
import { sql, type SQL } from 'drizzle-orm';

/** How a player appears to others (the contract's `PlayerIdentity`), as the domain returns it. */
export interface PlayerIdentityRow {
  userId: string;
  username: string;
  displayName: string | null;
  avatarColor: AvatarColor | null;
}

/** The columns of `users` (aliased `alias`) a PlayerIdentityRow is read from, as user_id, username, display_name, avatar_color. */
export function identityColumns(alias: string): SQL {
  return sql.raw(`${alias}.id as user_id, ${alias}.username, ${alias}.display_name, ${alias}.avatar_color`);
}

export interface IdentityColumnsData {
  user_id: string;
  username: string;
  display_name: string | null;
  avatar_color: string | null;
}

export function toPlayerIdentity(row: IdentityColumnsData): PlayerIdentityRow {
  return {
    userId: row.user_id,
    username: row.username,
    displayName: row.display_name,
    avatarColor: row.avatar_color as AvatarColor | null,
  };
}
