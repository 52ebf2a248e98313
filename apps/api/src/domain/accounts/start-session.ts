import type { AppDatabase } from '../../db/client.ts';
import { refreshTokens, sessions } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { REFRESH_TOKEN_TTL_MS } from './account-constants.ts';
import { generateRefreshToken, hashRefreshToken } from './token-hash.ts';

export interface IssuedSession {
  userId: string;
  sessionId: string;
  /** The raw token for the cookie; only its hash is stored. */
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** Opens a session (the family of every refresh token of one login) with its first refresh token. */
export async function startSession(options: {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  /** Where the sign-in came from: the risk monitor looks for accounts sharing an address. */
  ipAddress?: string;
  userAgent?: string;
  /** The browser's device id (its known-device cookie's): the risk monitor looks for accounts sharing a device. */
  deviceId?: string;
}): Promise<IssuedSession> {
  const now = options.clock.now();
  const refreshToken = generateRefreshToken();
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  const sessionId = await options.db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        userId: options.userId,
        createdAt: now,
        ipAddress: options.ipAddress ?? null,
        userAgent: options.userAgent?.slice(0, 512) ?? null,
        deviceId: options.deviceId ?? null,
      })
      .returning({ id: sessions.id });
    if (!session) throw new Error('insert into sessions returned no row');
    await tx.insert(refreshTokens).values({
      sessionId: session.id,
      tokenHash: hashRefreshToken(refreshToken),
      createdAt: now,
      expiresAt: refreshExpiresAt,
    });
    return session.id;
  });
  return { userId: options.userId, sessionId, refreshToken, refreshExpiresAt };
}
