import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared-per-database.ts';
import { sessions } from '../../db/schema.ts';

/**
 * What "the session stands" means, for this query (over the placeholders `sessionId` and `userId`) and for a
 * statement that reads a session along with what it is for (game sockets' admissions, over their own columns).
 */
export const sessionStands = (
  { sessionId, userId }: { sessionId: SQLWrapper; userId: SQLWrapper } = {
    sessionId: sql.placeholder('sessionId'),
    userId: sql.placeholder('userId'),
  },
): SQL => and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt))!;

// A named prepared statement: PostgreSQL plans it once per connection (every authenticated request and socket
// whose session is not in the check cache runs it).
const sessionQuery = preparedPerDatabase((db) =>
  db.select({ id: sessions.id }).from(sessions).where(sessionStands()).prepare('session_active'),
);

/**
 * Whether an access token's session still stands. Checked on every authenticated request (a primary-key
 * lookup), so logout and revocation take effect at once rather than when the token expires.
 */
export async function isSessionActive(options: {
  db: AppDatabase;
  sessionId: string;
  userId: string;
}): Promise<boolean> {
  const [row] = await sessionQuery(options.db).execute({ sessionId: options.sessionId, userId: options.userId });
  return row !== undefined;
}
