import type { users } from '../../db/schema.ts';

/** A user as the rest of the server may see it: everything but the password hash. */
export type AccountUser = Omit<typeof users.$inferSelect, 'passwordHash' | 'updatedAt'>;

export function toAccountUser(row: typeof users.$inferSelect): AccountUser {
  const { passwordHash: _passwordHash, updatedAt: _updatedAt, ...user } = row;
  return user;
}
