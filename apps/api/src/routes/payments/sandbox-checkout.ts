import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { deliverSandboxWebhook } from '../../domain/payments/sandbox/deliver-sandbox-webhook.ts';
import {
  decideSandboxCheckout,
  findSandboxCheckout,
  type SandboxCheckout,
} from '../../domain/payments/sandbox/sandbox-checkout.ts';
import { SANDBOX_CHECKOUT_PATH } from '../../domain/payments/sandbox/sandbox-provider.ts';
import { ApiError } from '../../http/api-error.ts';
import { renderSandboxCheckoutPage, type SandboxPageState } from '../../http/sandbox-checkout-page.ts';
import { acceptEmptyFormPosts, requireOwnPage } from '../../http/sandbox-form-posts.ts';

// The sandbox provider's own pages, served by this app only while the sandbox takes payments. They stand
// for the provider's website: nothing here touches the ledger.

const paramsSchema = z.strictObject({ checkoutId: z.string().regex(/^sbx_cs_[A-Za-z0-9_-]{10,64}$/) });
const PAGE_CACHE = 'no-store';

function pageState(checkout: SandboxCheckout, now: Date): SandboxPageState {
  if (checkout.status !== 'open') return checkout.status;
  return checkout.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

export const sandboxCheckoutRoutes: FastifyPluginAsync = async (app) => {
  acceptEmptyFormPosts(app);

  const checkoutPath = SANDBOX_CHECKOUT_PATH.replace(/^\/api/, '');
  const notFound = () => new ApiError(404, 'NOT_FOUND', 'Checkout not found');

  app.get(`${checkoutPath}/:checkoutId`, async (request, reply) => {
    const parsed = paramsSchema.safeParse(request.params);
    const checkout = parsed.success
      ? await findSandboxCheckout({ db: app.db, checkoutId: parsed.data.checkoutId })
      : undefined;
    if (!checkout) throw notFound();
    const html = renderSandboxCheckoutPage({
      checkout,
      state: pageState(checkout, app.clock.now()),
      actionBase: `${SANDBOX_CHECKOUT_PATH}/${checkout.id}`,
    });
    return reply.asDocument().header('cache-control', PAGE_CACHE).type('text/html; charset=utf-8').send(html);
  });

  for (const [action, decision, method] of [
    ['pay', 'paid', 'card'],
    ['pay-by-bank-transfer', 'paid', 'bank_transfer'],
    ['decline', 'declined', undefined],
  ] as const) {
    app.post(`${checkoutPath}/:checkoutId/${action}`, { config: { skipOriginCheck: true } }, async (request, reply) => {
      requireOwnPage(request, app.config.allowedOrigins);
      const parsed = paramsSchema.safeParse(request.params);
      if (!parsed.success) throw notFound();
      const { decided, checkout } = await decideSandboxCheckout({
        db: app.db,
        checkoutId: parsed.data.checkoutId,
        decision,
        method,
        now: app.clock.now(),
      });
      if (!checkout) throw notFound();
      // Tell the merchant (this API) as a provider would: a signed webhook over HTTP, with retries. A
      // repeated click re-sends the same event if it never got through.
      if (decided || (checkout.status !== 'open' && !checkout.deliveredAt)) {
        await deliverSandboxWebhook({
          db: app.db,
          clock: app.clock,
          checkout,
          secret: app.payments.sandboxWebhookSecret,
          webhookUrl: app.payments.sandboxWebhookUrl(),
          retry: app.payments.webhookRetry,
          log: request.log,
        });
      }
      return reply.redirect(`${SANDBOX_CHECKOUT_PATH}/${checkout.id}`, 303);
    });
  }
};
