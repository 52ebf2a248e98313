import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../domain/domain-error.ts';
import { handlePaymentEvent } from '../../domain/payments/handle-payment-event.ts';
import { isRefundEvent } from '../../domain/payments/payment-provider.ts';
import { handlePayoutEvent } from '../../domain/payouts/handle-payout-event.ts';
import { REFUND_ROUTE } from '../../domain/payouts/payout-provider.ts';
import { ApiError } from '../../http/api-error.ts';
import { acceptRawBodies, verifiedWebhookEvent } from '../../http/signed-webhook.ts';

// A provider's webhook: no cookies, no Origin check, the signature on the raw body alone authenticates it.
// Answers: 200 once handled (duplicates included), 400 unverifiable or not matching its transaction (no
// credit), 404 for a checkout we do not know (the provider retries later).

export const webhookRoutes: FastifyPluginAsync = async (app) => {
  // Encapsulated: only these routes see bodies as raw bytes, which the signature is computed over.
  acceptRawBodies(app);

  app.post<{ Params: { provider: string } }>(
    '/payments/webhooks/:provider',
    { config: { skipOriginCheck: true } },
    async (request) => {
      const provider = app.payments.provider;
      if (!provider || provider.name !== request.params.provider) {
        throw new ApiError(404, 'NOT_FOUND', 'No webhook for this provider');
      }
      const event = verifiedWebhookEvent(request, provider, app.clock.now());
      if (isRefundEvent(event)) {
        // A withdrawal back to a payment: settled as any payout is, its money back to this provider's clearing.
        const outcome = await handlePayoutEvent({
          db: app.db,
          clock: app.clock,
          provider: REFUND_ROUTE,
          refundedBy: provider.name,
          event: {
            type: event.type === 'refund_completed' ? 'completed' : 'failed',
            transactionId: event.transactionId,
            payoutId: event.refundId,
            amount: event.amount,
            currency: event.currency,
          },
        });
        request.log.info({ provider: provider.name, type: event.type, outcome }, 'refund webhook handled');
        return { data: { received: true, outcome } };
      }
      try {
        const outcome = await handlePaymentEvent({ db: app.db, clock: app.clock, provider: provider.name, event });
        request.log.info({ provider: provider.name, type: event.type, outcome }, 'payment webhook handled');
        return { data: { received: true, outcome } };
      } catch (error) {
        if (error instanceof DomainError && error.code === 'PAYMENT_MISMATCH' && event.type !== 'ignored') {
          request.log.warn(
            {
              provider: provider.name,
              checkoutId: event.checkoutId,
              amount: String(event.amount),
              currency: event.currency,
            },
            'webhook refused: amount or currency differs from the transaction',
          );
        }
        throw error;
      }
    },
  );
};
