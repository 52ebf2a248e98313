import { and, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { PLAYER_NOT_FOUND_MESSAGE } from './get-player.ts';
import { recordAudit } from './record-audit.ts';

/**
 * Locks or unlocks an account. Locking revokes every live session in the same transaction (refresh stops at
 * once; access stops at the next session check: the caller evicts this process's session cache, other processes
 * see it within SESSION_CHECK_CACHE_SECONDS) and signing in is refused until it is unlocked. Audited; setting
 * the state it already has changes and records nothing.
 */
export async function setAccountLock(options: {
  db: AppDatabase;
  clock: Clock;
  actorId: string;
  userId: string;
  locked: boolean;
}): Promise<{ lockedAt: Date | null; revokedSessions: number }> {
  const { db, clock, actorId, userId, locked } = options;
  if (locked && actorId === userId) throw new DomainError('BUSINESS_RULE', 'You cannot lock your own account');
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ lockedAt: users.lockedAt }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new DomainError('NOT_FOUND', PLAYER_NOT_FOUND_MESSAGE);
    if ((user.lockedAt !== null) === locked) return { lockedAt: user.lockedAt, revokedSessions: 0 };
    const now = clock.now();
    const lockedAt = locked ? now : null;
    await tx.update(users).set({ lockedAt, updatedAt: now }).where(eq(users.id, userId));
    const revoked = locked
      ? await tx
          .update(sessions)
          .set({ revokedAt: now, revokedReason: 'account-locked' })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id })
      : [];
    await recordAudit(tx, {
      actorId,
      action: locked ? 'account.lock' : 'account.unlock',
      entityType: 'user',
      entityId: userId,
      before: { lockedAt: user.lockedAt?.toISOString() ?? null },
      after: { lockedAt: lockedAt?.toISOString() ?? null, ...(locked ? { revokedSessions: revoked.length } : {}) },
      now,
    });
    return { lockedAt, revokedSessions: revoked.length };
  });
}
