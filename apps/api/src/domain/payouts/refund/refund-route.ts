import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { isAwaitingReview } from '../../admin/withdrawal-review.ts';
import { WebhookSignatureError, type PaymentProvider } from '../../payments/payment-provider.ts';
import { REFUND_ROUTE, type PayoutProvider } from '../payout-provider.ts';

const CHOOSE_PAYMENT_MESSAGE = 'Please choose a payment to refund';

/**
 * Withdrawals back to a payment, made as the payment provider's refunds; to the rest of the money-out code they look
 * like any payout provider. The refund's webhook comes from the payment provider (routes/payments/webhooks.ts).
 */
export function createRefundRoute(options: {
  db: AppDatabase;
  payments: PaymentProvider & Required<Pick<PaymentProvider, 'refundPayment'>>;
}): PayoutProvider {
  const { db, payments } = options;
  return {
    name: REFUND_ROUTE,
    supportsCurrency: (currency) => payments.supportsCurrency(currency),
    destinationProblems: (_currency, destination): Record<string, string> =>
      destination.fundingId === undefined ? { 'destination.fundingId': CHOOSE_PAYMENT_MESSAGE } : {},

    async createPayout(request) {
      const [funding] = await queryRows<{ provider_payment_id: string | null }>(
        db,
        sql`select provider_payment_id from money_transactions
             where id = ${request.destination.fundingId ?? null}::uuid and type = 'funding'`,
      );
      if (!funding?.provider_payment_id) throw new Error('The funding of this refund has no refundable payment');
      const { refundId } = await payments.refundPayment({
        transactionId: request.transactionId,
        paymentId: funding.provider_payment_id,
        currency: request.currency,
        amount: request.amount,
      });
      return { payoutId: refundId };
    },

    // A refund is made as soon as it is asked for and cannot be called back: only one still waiting for an
    // operator (never sent) can be stopped. cancelWithdrawal asks again under the withdrawal's lock.
    cancelPayout: (transactionId) => isAwaitingReview({ db, withdrawalId: transactionId }),

    parseWebhook() {
      throw new WebhookSignatureError('refunds are told by the payment provider’s webhook');
    },
  };
}
