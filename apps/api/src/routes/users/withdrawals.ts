import { withdrawalParamsSchema, withdrawalRequestSchema, type WithdrawalResult } from '@gom/contract/withdrawals';
import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../domain/domain-error.ts';
import { cancelWithdrawal } from '../../domain/payouts/cancel-withdrawal.ts';
import { requestWithdrawal } from '../../domain/payouts/request-withdrawal.ts';
import { WITHDRAWALS_DISABLED_MESSAGE } from '../../domain/payouts/withdrawal-constants.ts';
import { authOf } from '../../plugins/authentication.ts';

export const withdrawalsRoutes: FastifyPluginAsync = async (app) => {
  const guards = { preHandler: [app.requireUser, app.requireOwner] };

  /** Holds the amount and asks the payout provider to pay: 201; the same request again answers 200. */
  app.post('/users/:userId/withdrawals', guards, async (request, reply) => {
    const input = withdrawalRequestSchema.parse(request.body);
    const provider = app.moneyOut.payoutProvider;
    if (!provider) throw new DomainError('PAYOUTS_DISABLED', WITHDRAWALS_DISABLED_MESSAGE);
    const result = await requestWithdrawal({
      db: app.db,
      clock: app.clock,
      provider,
      userId: authOf(request).userId,
      input,
      log: request.log,
      reviewThresholds: app.config.withdrawalReviewThresholds,
    });
    const data: WithdrawalResult = {
      transactionId: result.transaction.id,
      reference: result.transaction.reference,
      status: result.transaction.status,
    };
    if (result.trackingLink) data.payoutLink = result.trackingLink;
    return reply.status(result.replayed ? 200 : 201).send({ data });
  });

  app.post('/users/:userId/withdrawals/:withdrawalId/cancel', guards, async (request) => {
    const { withdrawalId } = withdrawalParamsSchema.parse(request.params);
    const result = await cancelWithdrawal({
      db: app.db,
      clock: app.clock,
      provider: app.moneyOut.payoutProvider,
      userId: authOf(request).userId,
      withdrawalId,
    });
    return { data: { transactionId: withdrawalId, ...result } };
  });
};
