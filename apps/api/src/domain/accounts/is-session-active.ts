import { and, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

/**
 * Whether an access token's session still stands. Checked on every authenticated request (a primary-key
 * lookup), so logout and revocation take effect at once rather than when the token expires.
 */
export async function isSessionActive(options: {
  db: AppDatabase;
  sessionId: string;
  userId: string;
}): Promise<boolean> {
  const [row] = await options.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, options.sessionId), eq(sessions.userId, options.userId), isNull(sessions.revokedAt)));
  return row !== undefined;
}
