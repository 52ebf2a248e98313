import { adminAuditQuerySchema, type AdminAuditEntry, type AdminMe, type AdminOverview } from '@gom/contract/admin';
import type { FastifyPluginAsync } from 'fastify';
import { getUser } from '../../domain/accounts/get-user.ts';
import { getOverview } from '../../domain/admin/get-overview.ts';
import { listAuditLog } from '../../domain/admin/list-audit-log.ts';
import { toWire } from '../../http/admin-response.ts';
import { unauthenticated } from '../../http/api-error.ts';
import { authOf } from '../../plugins/authentication.ts';

export const CLI_ACTOR = 'npm run users (CLI)';

export const adminAuditRoutes: FastifyPluginAsync = async (app) => {
  /** The console's own check: 200 for an operator (the hooks refused everyone else). */
  app.get('/admin/me', async (request) => {
    const user = await getUser({ db: app.db, userId: authOf(request).userId });
    if (!user) throw unauthenticated();
    const data: AdminMe = { id: user.id, email: user.email, role: user.role };
    return { data };
  });

  app.get('/admin/overview', async () => {
    const data: AdminOverview = toWire(await getOverview({ db: app.db, now: app.clock.now() }));
    return { data };
  });

  app.get('/admin/audit', async (request) => {
    const query = adminAuditQuerySchema.parse(request.query);
    const rows = await listAuditLog({
      db: app.db,
      limit: query.limit,
      entityType: query.entityType,
      entityId: query.entityId,
      before: query.before ? new Date(query.before) : undefined,
    });
    const data: AdminAuditEntry[] = rows.map((row) => ({
      id: row.id,
      actor: row.actorEmail ?? CLI_ACTOR,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    }));
    return { data };
  });
};
