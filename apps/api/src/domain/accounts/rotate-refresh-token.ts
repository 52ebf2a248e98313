import { and, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { REFRESH_TOKEN_TTL_MS, SESSION_EXPIRED_MESSAGE } from './account-constants.ts';
import { revokeSession } from './revoke-session.ts';
import type { IssuedSession } from './start-session.ts';
import { generateRefreshToken, hashRefreshToken } from './token-hash.ts';

const sessionExpired = () => new DomainError('UNAUTHENTICATED', SESSION_EXPIRED_MESSAGE);

/**
 * Trades a refresh token for a new one of the same session. A token that was already traded means a copy
 * is in someone else's hands: the whole session is revoked, so neither copy works any more.
 */
export async function rotateRefreshToken(options: {
  db: AppDatabase;
  clock: Clock;
  refreshToken: string;
}): Promise<IssuedSession> {
  const { db, clock } = options;
  const now = clock.now();
  const [current] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      lockedAt: users.lockedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(options.refreshToken)));
  if (
    !current ||
    current.revokedAt !== null ||
    current.lockedAt !== null ||
    current.expiresAt.getTime() <= now.getTime()
  )
    throw sessionExpired();
  if (current.rotatedAt !== null) {
    await revokeSession({ db, clock, sessionId: current.sessionId, reason: 'refresh-token-reuse' });
    throw sessionExpired();
  }

  const refreshToken = generateRefreshToken();
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  const rotated = await db.transaction(async (tx) => {
    // Conditional on "not yet rotated": of two concurrent refreshes with one token, exactly one wins.
    const marked = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.id, current.id), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (marked.length === 0) return false;
    await tx.insert(refreshTokens).values({
      sessionId: current.sessionId,
      tokenHash: hashRefreshToken(refreshToken),
      createdAt: now,
      expiresAt: refreshExpiresAt,
    });
    return true;
  });
  if (!rotated) {
    // The loser presented a token that had just been traded: the same reuse as above.
    await revokeSession({ db, clock, sessionId: current.sessionId, reason: 'refresh-token-reuse' });
    throw sessionExpired();
  }
  return { userId: current.userId, sessionId: current.sessionId, refreshToken, refreshExpiresAt };
}
