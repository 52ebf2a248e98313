import {
  withdrawalParamsSchema,
  withdrawalRequestSchema,
  type RefundablePayment,
  type WithdrawalResult,
} from '@gom/contract/withdrawals';
import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../domain/domain-error.ts';
import { cancelWithdrawal } from '../../domain/payouts/cancel-withdrawal.ts';
import { fromMinorUnits } from '../../domain/ledger/minor-units.ts';
import { REFUNDS_UNAVAILABLE_MESSAGE } from '../../domain/payouts/refund/closed-loop-rule.ts';
import { listRefundablePayments } from '../../domain/payouts/refund/refundable-payments.ts';
import { requestWithdrawal } from '../../domain/payouts/request-withdrawal.ts';
import { WITHDRAWALS_DISABLED_MESSAGE } from '../../domain/payouts/withdrawal-constants.ts';
import { authOf } from '../../plugins/authentication.ts';

export const withdrawalsRoutes: FastifyPluginAsync = async (app) => {
  const guards = { preHandler: [app.requireUser, app.requireOwner] };

  /** Holds the amount and asks the payout provider to pay: 201; the same request again answers 200. */
  app.post('/users/:userId/withdrawals', guards, async (request, reply) => {
    const input = withdrawalRequestSchema.parse(request.body);
    // Back to a payment: the payment provider refunds it; otherwise the payout provider pays the account.
    const toPayment = input.destination.fundingId !== undefined;
    const provider = toPayment ? app.moneyOut.refundRoute : app.moneyOut.payoutProvider;
    if (!provider) {
      if (toPayment)
        throw new DomainError('INVALID_INPUT', REFUNDS_UNAVAILABLE_MESSAGE, {
          'destination.fundingId': REFUNDS_UNAVAILABLE_MESSAGE,
        });
      throw new DomainError('PAYOUTS_DISABLED', WITHDRAWALS_DISABLED_MESSAGE);
    }
    const result = await requestWithdrawal({
      db: app.db,
      clock: app.clock,
      provider,
      userId: authOf(request).userId,
      input,
      log: request.log,
      reviewThresholds: app.config.withdrawalReviewThresholds,
      closedLoop: app.moneyOut.closedLoop,
    });
    const data: WithdrawalResult = {
      transactionId: result.transaction.id,
      reference: result.transaction.reference,
      status: result.transaction.status,
    };
    if (result.trackingLink) data.payoutLink = result.trackingLink;
    return reply.status(result.replayed ? 200 : 201).send({ data });
  });

  /** The player's payments that can still take money back, newest first: where a withdrawal goes first. */
  app.get('/users/:userId/withdrawals/refundable', guards, async (request) => {
    const closedLoop = app.moneyOut.closedLoop;
    const payments = closedLoop
      ? await listRefundablePayments({ db: app.db, userId: authOf(request).userId, closedLoop, now: app.clock.now() })
      : [];
    const data: RefundablePayment[] = payments.map((payment) => ({
      fundingId: payment.fundingId,
      reference: payment.reference,
      walletId: payment.walletId,
      paidAt: payment.paidAt.toISOString(),
      paid: { value: fromMinorUnits(payment.paid, payment.currency), currency: payment.currency },
      remaining: { value: fromMinorUnits(payment.remaining, payment.currency), currency: payment.currency },
    }));
    return { data };
  });

  app.post('/users/:userId/withdrawals/:withdrawalId/cancel', guards, async (request) => {
    const { withdrawalId } = withdrawalParamsSchema.parse(request.params);
    const result = await cancelWithdrawal({
      db: app.db,
      clock: app.clock,
      routeFor: app.moneyOut.routeFor,
      userId: authOf(request).userId,
      withdrawalId,
    });
    return { data: { transactionId: withdrawalId, ...result } };
  });
};
