import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRole } from './set-user-role.ts';

/** The role of a user, read on every console request (a primary-key lookup): a revoked role stops at once. */
export async function getUserRole(options: { db: AppDatabase; userId: string }): Promise<UserRole | undefined> {
  const [row] = await options.db.select({ role: users.role }).from(users).where(eq(users.id, options.userId));
  return row?.role;
}
