import { and, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

export type SessionRevocationReason = 'logout' | 'refresh-token-reuse' | 'password-reset' | 'account-locked';

/** Ends a session: its access tokens and refresh tokens stop working. Revoking twice is harmless. */
export async function revokeSession(options: {
  db: AppDatabase;
  clock: Clock;
  sessionId: string;
  reason: SessionRevocationReason;
}): Promise<void> {
  await options.db
    .update(sessions)
    .set({ revokedAt: options.clock.now(), revokedReason: options.reason })
    .where(and(eq(sessions.id, options.sessionId), isNull(sessions.revokedAt)));
}
