import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

export interface AuditLogRow {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

/** The audit log, newest first; optionally one entity's entries, or those older than `before`. */
export async function listAuditLog(options: {
  db: AppDatabase;
  limit: number;
  entityType?: string;
  entityId?: string;
  before?: Date;
}): Promise<AuditLogRow[]> {
  const conditions: SQL[] = [];
  if (options.entityType) conditions.push(eq(auditLog.entityType, options.entityType));
  if (options.entityId) conditions.push(eq(auditLog.entityId, options.entityId));
  if (options.before) conditions.push(lt(auditLog.createdAt, options.before));
  return options.db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorEmail: users.email,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(sql`${auditLog.createdAt} desc nulls last`, desc(auditLog.id))
    .limit(options.limit);
}
