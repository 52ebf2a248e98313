import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { toAccountUser, type AccountUser } from './account-user.ts';

export async function getUser(options: { db: AppDatabase; userId: string }): Promise<AccountUser | undefined> {
  const [row] = await options.db.select().from(users).where(eq(users.id, options.userId));
  return row ? toAccountUser(row) : undefined;
}
