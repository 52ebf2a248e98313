import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';
import { hashRefreshToken } from './token-hash.ts';

/** The session a refresh token belongs to, rotated or not (logout ends the session either way). */
export async function findSessionByRefreshToken(options: {
  db: AppDatabase;
  refreshToken: string;
}): Promise<string | undefined> {
  const [row] = await options.db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(options.refreshToken)));
  return row?.sessionId;
}
