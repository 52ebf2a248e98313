import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { getUserRole } from '../../domain/admin/get-user-role.ts';
import { deliverSandboxPayoutWebhook } from '../../domain/payouts/sandbox/deliver-sandbox-payout-webhook.ts';
import {
  decideSandboxPayout,
  listSandboxPayouts,
  type SandboxPayoutViewer,
} from '../../domain/payouts/sandbox/sandbox-payout.ts';
import { SANDBOX_PAYOUTS_PATH } from '../../domain/payouts/sandbox/sandbox-payout-provider.ts';
import { ApiError, unauthenticated } from '../../http/api-error.ts';
import { acceptEmptyFormPosts, requireOwnPage } from '../../http/sandbox-form-posts.ts';
import { renderSandboxPayoutsPage, renderSandboxPayoutsSignInPage } from '../../http/sandbox-payouts-page.ts';

// The sandbox payout provider's page, served by this app only while the sandbox pays withdrawals. It
// stands for the provider's back office: nothing here touches the ledger; the webhook it sends does.
// A player sees and decides only the payouts of their own withdrawals (another's is "not found", so its
// existence does not leak); an operator sees and decides all of them.

async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<SandboxPayoutViewer | null> {
  const auth = await app.authenticate(request);
  if (!auth) return null;
  const role = await getUserRole({ db: app.db, userId: auth.userId });
  return role === 'operator' ? { operator: true } : { operator: false, userId: auth.userId };
}

const paramsSchema = z.strictObject({ payoutId: z.string().regex(/^sbx_po_[A-Za-z0-9_-]{10,64}$/) });

export const sandboxPayoutRoutes: FastifyPluginAsync = async (app) => {
  acceptEmptyFormPosts(app);
  const payoutsPath = SANDBOX_PAYOUTS_PATH.replace(/^\/api/, '');
  const notFound = () => new ApiError(404, 'NOT_FOUND', 'Payout not found');

  app.get(payoutsPath, async (request, reply) => {
    const viewer = await viewerOf(app, request);
    const html = viewer
      ? renderSandboxPayoutsPage({
          payouts: await listSandboxPayouts(app.db, viewer),
          actionBase: SANDBOX_PAYOUTS_PATH,
        })
      : renderSandboxPayoutsSignInPage();
    return reply
      .asDocument()
      .code(viewer ? 200 : 401)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  for (const [action, decision] of [
    ['complete', 'paid'],
    ['fail', 'failed'],
  ] as const) {
    app.post(`${payoutsPath}/:payoutId/${action}`, { config: { skipOriginCheck: true } }, async (request, reply) => {
      requireOwnPage(request, app.config.allowedOrigins);
      const viewer = await viewerOf(app, request);
      if (!viewer) throw unauthenticated();
      const parsed = paramsSchema.safeParse(request.params);
      if (!parsed.success) throw notFound();
      const { decided, payout } = await decideSandboxPayout({
        db: app.db,
        where: { id: parsed.data.payoutId, viewer },
        decision,
        now: app.clock.now(),
      });
      if (!payout) throw notFound();
      // A repeated click re-sends the same event if it never got through.
      if (decided || (payout.status === decision && !payout.deliveredAt)) {
        await deliverSandboxPayoutWebhook({
          db: app.db,
          clock: app.clock,
          payout,
          secret: app.config.sandboxWebhookSecret ?? '',
          webhookUrl: app.moneyOut.sandboxPayoutWebhookUrl(),
          retry: app.moneyOut.webhookRetry,
          log: request.log,
        });
      }
      return reply.redirect(SANDBOX_PAYOUTS_PATH, 303);
    });
  }
};
