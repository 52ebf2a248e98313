import { fundRequestSchema, type FundResponse } from '@gom/contract/wallets';
import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../domain/domain-error.ts';
import { fundWallet } from '../../domain/payments/fund-wallet.ts';
import { authOf } from '../../plugins/authentication.ts';

export const FUNDING_DISABLED_MESSAGE = 'Funding is not available right now';

export const fundRoutes: FastifyPluginAsync = async (app) => {
  /** Starts a funding: 201 with the checkout link; the same request again answers 200 with the same one. */
  app.post('/users/:userId/fund', { preHandler: [app.requireUser, app.requireOwner] }, async (request, reply) => {
    const input = fundRequestSchema.parse(request.body);
    const provider = app.payments.provider;
    if (!provider) throw new DomainError('PAYMENTS_DISABLED', FUNDING_DISABLED_MESSAGE);
    const result = await fundWallet({
      db: app.db,
      clock: app.clock,
      provider,
      userId: authOf(request).userId,
      maxAmountUnits: app.config.fundingMaxAmount,
      input,
      log: request.log,
    });
    const data: FundResponse = {
      transactionId: result.transaction.id,
      reference: result.transaction.reference,
      paymentLink: result.paymentLink,
    };
    return reply.status(result.replayed ? 200 : 201).send({ data });
  });
};
