import type { CurrencyCode } from '@gom/contract/money';
import Stripe from 'stripe';
import {
  headerValue,
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type CheckoutEvent,
  type CheckoutStatus,
  type PaymentEvent,
  type PaymentProvider,
} from '../payment-provider.ts';
import { WEBHOOK_TOLERANCE_SECONDS } from '../payment-constants.ts';

// Stripe Checkout. Stripe counts amounts in the currency's minor unit, which for the fiat currencies we
// support is our scale (2), so minor units pass through unchanged. Stripe does not take USDT or USDC.
const STRIPE_CURRENCIES: ReadonlySet<CurrencyCode> = new Set(['USD', 'EUR', 'GBP', 'NGN']);
const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where Stripe sends the player back to after paying or cancelling. */
  returnUrl: string;
  /** Tests point the client at a local stand-in for api.stripe.com. */
  clientConfig?: Stripe.StripeConfig;
}

type CheckoutSessionLike = {
  id: string;
  amount_total: number | null;
  currency: string | null;
  payment_status?: string;
  payment_intent?: string | { id: string } | null;
};

function sessionEvent(
  type: 'completed' | 'failed' | 'expired',
  session: CheckoutSessionLike,
): CheckoutEvent | { type: 'ignored'; reason: string } {
  if (session.amount_total === null || session.currency === null) {
    return { type: 'ignored', reason: 'session without an amount' };
  }
  const event: CheckoutEvent = {
    type,
    checkoutId: session.id,
    amount: BigInt(session.amount_total),
    currency: session.currency.toUpperCase(),
  };
  // Stripe refunds a payment by its payment intent, back to the method that paid it.
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (type === 'completed' && intent) event.refundablePaymentId = intent;
  return event;
}

type RefundLike = {
  id: string;
  amount: number;
  currency: string;
  status: string | null;
  metadata?: Record<string, string> | null;
};

/** A refund's event once it is settled; a refund still pending is told again when it settles. */
function refundEvent(refund: RefundLike): PaymentEvent {
  const transactionId = refund.metadata?.transactionId;
  if (!transactionId) return { type: 'ignored', reason: 'refund not made by this app' };
  const type =
    refund.status === 'succeeded'
      ? 'refund_completed'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'refund_failed'
        : undefined;
  if (!type) return { type: 'ignored', reason: `refund ${refund.status ?? 'without a status'}` };
  return {
    type,
    transactionId,
    refundId: refund.id,
    amount: BigInt(refund.amount),
    currency: refund.currency.toUpperCase(),
  };
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, options.clientConfig);
  return {
    name: 'stripe',
    supportsCurrency: (currency) => STRIPE_CURRENCIES.has(currency),

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.transactionId,
          metadata: { transactionId: request.transactionId, reference: request.reference },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: Number(request.amount),
                product_data: { name: `Goal or Miss wallet funding ${request.reference}` },
              },
            },
          ],
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          success_url: options.returnUrl,
          cancel_url: options.returnUrl,
        },
        // Stripe's own idempotency: racing or retried requests for one transaction get one session.
        { idempotencyKey: `gom-checkout-${request.transactionId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return {
        checkoutId: session.id,
        paymentLink: session.url,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },

    // Retrieve the Checkout Session: `status` is open, complete or expired; a complete session is paid once
    // its `payment_status` is paid (a delayed method completes it unpaid, still waiting for the money).
    async checkoutStatus(checkoutId): Promise<CheckoutStatus> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(checkoutId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return { type: 'unknown' };
        }
        throw error;
      }
      const settled = (type: 'completed' | 'expired') => {
        const event = sessionEvent(type, session);
        if (event.type === 'ignored') throw new Error(`Stripe session ${checkoutId} has no amount`);
        return event;
      };
      if (session.status === 'complete' && session.payment_status !== 'unpaid') return settled('completed');
      if (session.status === 'expired') return settled('expired');
      return { type: 'open' };
    },

    async refundPayment(request) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: request.paymentId,
          amount: Number(request.amount),
          metadata: { transactionId: request.transactionId },
        },
        // A retried withdrawal asks again with the same key: one refund.
        { idempotencyKey: `gom-refund-${request.transactionId}` },
      );
      return { refundId: refund.id };
    },

    parseWebhook({ rawBody, headers, now }): PaymentEvent {
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(
          rawBody,
          headerValue(headers, STRIPE_SIGNATURE_HEADER) ?? '',
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          Math.floor(now.getTime() / 1000),
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature');
      }
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          // Delayed methods (bank debits) complete the session unpaid; their success event follows.
          if (session.payment_status !== 'paid') return { type: 'ignored', reason: 'payment not yet paid' };
          return sessionEvent('completed', session);
        }
        case 'checkout.session.async_payment_succeeded':
          return sessionEvent('completed', event.data.object);
        case 'checkout.session.async_payment_failed':
          return sessionEvent('failed', event.data.object);
        case 'checkout.session.expired':
          return sessionEvent('expired', event.data.object);
        case 'refund.created':
        case 'refund.updated':
        case 'refund.failed':
          return refundEvent(event.data.object);
        default:
          return { type: 'ignored', reason: `unhandled event ${event.type}` };
      }
    },
  };
}
