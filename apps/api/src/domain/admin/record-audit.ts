import type { AppDatabase } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  /** The operator; null for the `npm run users` CLI. */
  actorId: string | null;
  /** What was done, e.g. `account.lock`, `withdrawal.approve`, `clip.disable`. */
  action: string;
  entityType: 'user' | 'withdrawal' | 'clip' | 'clip-import' | 'tournament';
  entityId: string;
  before: unknown;
  after: unknown;
  now: Date;
}

/**
 * Appends one entry to the audit log. Called with the transaction of the action it records, so the action and
 * its entry commit together or not at all; the table refuses UPDATE and DELETE (migration 0011).
 */
export async function recordAudit(db: AppDatabase, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.now,
  });
}
