import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { recordAudit } from './record-audit.ts';

export type UserRole = 'player' | 'operator';

/**
 * Grants or revokes the operator role (only the `npm run users` CLI calls this). Audited with no actor: the
 * CLI runs with the server's own shell. Setting the role a user already has changes and records nothing.
 */
export async function setUserRole(options: {
  db: AppDatabase;
  clock: Clock;
  /** Normalised (trimmed, lower case) by the caller, as stored. */
  email: string;
  role: UserRole;
}): Promise<{ userId: string; changed: boolean }> {
  const { db, clock, email, role } = options;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    if (!user) throw new DomainError('NOT_FOUND', `No account with the email ${email}`);
    if (user.role === role) return { userId: user.id, changed: false };
    const now = clock.now();
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actorId: null,
      action: role === 'operator' ? 'role.grant-operator' : 'role.revoke-operator',
      entityType: 'user',
      entityId: user.id,
      before: { role: user.role },
      after: { role },
      now,
    });
    return { userId: user.id, changed: true };
  });
}
