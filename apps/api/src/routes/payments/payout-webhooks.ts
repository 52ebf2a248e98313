import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../domain/domain-error.ts';
import { handlePayoutEvent } from '../../domain/payouts/handle-payout-event.ts';
import { ApiError } from '../../http/api-error.ts';
import { acceptRawBodies, verifiedWebhookEvent } from '../../http/signed-webhook.ts';

// A payout provider's webhook: no cookies, no Origin check, the signature on the raw body alone
// authenticates it. Answers as the payment webhooks do: 200 once handled (duplicates included), 400
// unverifiable or not matching its withdrawal (nothing moves), 404 for a payout we do not know.

export const payoutWebhookRoutes: FastifyPluginAsync = async (app) => {
  acceptRawBodies(app);

  app.post<{ Params: { provider: string } }>(
    '/payments/payout-webhooks/:provider',
    { config: { skipOriginCheck: true } },
    async (request) => {
      const provider = app.moneyOut.payoutProvider;
      if (!provider || provider.name !== request.params.provider) {
        throw new ApiError(404, 'NOT_FOUND', 'No webhook for this provider');
      }
      const event = verifiedWebhookEvent(request, provider, app.clock.now());
      try {
        const outcome = await handlePayoutEvent({ db: app.db, clock: app.clock, provider: provider.name, event });
        request.log.info({ provider: provider.name, type: event.type, outcome }, 'payout webhook handled');
        return { data: { received: true, outcome } };
      } catch (error) {
        if (error instanceof DomainError && error.code === 'PAYMENT_MISMATCH' && event.type !== 'ignored') {
          request.log.warn(
            {
              provider: provider.name,
              withdrawalId: event.transactionId,
              amount: String(event.amount),
              currency: event.currency,
            },
            'payout webhook refused: amount or currency differs from the withdrawal',
          );
        }
        throw error;
      }
    },
  );
};
