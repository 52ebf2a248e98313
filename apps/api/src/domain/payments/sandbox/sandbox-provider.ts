import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { assertLedger } from '../../ledger/assert-ledger.ts';
import {
  type Checkout,
  type CheckoutRequest,
  type CheckoutStatus,
  type PaymentEvent,
  type PaymentProvider,
} from '../payment-provider.ts';
import { findSandboxCheckout, findSandboxCheckoutByMerchantReference } from './sandbox-checkout.ts';
import { sandboxEventSchema, sandboxRefundEventSchema } from './sandbox-event.ts';
import { refundSandboxPayment } from './sandbox-refund.ts';
import { readSignedSandboxBody } from './sandbox-signature.ts';

export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout';
const CHECKOUT_ID_BYTES = 18;

export interface SandboxProviderOptions {
  db: AppDatabase;
  clock: Clock;
  /** Where players reach this app (the checkout page is served by it). */
  publicUrl: string;
  webhookSecret: string;
}

export function sandboxCheckoutUrl(publicUrl: string, checkoutId: string): string {
  return `${publicUrl}${SANDBOX_CHECKOUT_PATH}/${checkoutId}`;
}

/**
 * The built-in test provider. Its "server side" is the sandbox_checkouts table and the checkout page; the
 * API learns of a payment only from its signed webhook, exactly as with a real provider.
 */
export function createSandboxProvider(options: SandboxProviderOptions): PaymentProvider {
  const { db, clock, publicUrl, webhookSecret } = options;
  return {
    name: 'sandbox',
    supportsCurrency: () => true,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      // Unguessable: whoever holds the link can pay it, as with any hosted checkout.
      const id = `sbx_cs_${randomBytes(CHECKOUT_ID_BYTES).toString('base64url')}`;
      await db.execute(sql`
        insert into sandbox_checkouts (id, merchant_reference, display_reference, currency, amount, status,
                                       created_at, expires_at)
        values (${id}, ${request.transactionId}, ${request.reference}, ${request.currency},
                ${request.amount.toString()}::bigint, 'open', ${clock.now().toISOString()},
                ${request.expiresAt.toISOString()})
        on conflict (merchant_reference) do nothing`);
      const checkout = await findSandboxCheckoutByMerchantReference({ db, merchantReference: request.transactionId });
      assertLedger(checkout, 'the sandbox checkout exists after creation');
      return {
        checkoutId: checkout.id,
        paymentLink: sandboxCheckoutUrl(publicUrl, checkout.id),
        expiresAt: checkout.expiresAt,
      };
    },

    async checkoutStatus(checkoutId): Promise<CheckoutStatus> {
      const checkout = await findSandboxCheckout({ db, checkoutId });
      if (!checkout) return { type: 'unknown' };
      const { amount, currency } = checkout;
      if (checkout.status === 'paid') {
        const refundable = checkout.method === 'bank_transfer' ? {} : { refundablePaymentId: checkoutId };
        return { type: 'completed', checkoutId, amount, currency, ...refundable };
      }
      if (checkout.status === 'declined') return { type: 'failed', checkoutId, amount, currency };
      // Its page refuses a payment from its expiry on (decideSandboxCheckout).
      if (checkout.expiresAt.getTime() <= clock.now().getTime())
        return { type: 'expired', checkoutId, amount, currency };
      return { type: 'open' };
    },

    // A card payment can be refunded by its checkout id; a bank transfer cannot be sent back.
    refundPayment: (request) => refundSandboxPayment({ db, request, now: clock.now() }),

    parseWebhook({ rawBody, headers, now }): PaymentEvent {
      const body = readSignedSandboxBody({ rawBody, headers, now, secret: webhookSecret });
      const refund = sandboxRefundEventSchema.safeParse(body);
      if (refund.success) {
        const { type, data } = refund.data;
        return {
          type: type === 'refund.succeeded' ? 'refund_completed' : 'refund_failed',
          transactionId: data.merchantReference,
          refundId: data.refundId,
          amount: BigInt(data.amount),
          currency: data.currency,
        };
      }
      const parsed = sandboxEventSchema.safeParse(body);
      if (!parsed.success) return { type: 'ignored', reason: 'unknown event shape' };
      const { type, data } = parsed.data;
      const event = {
        type: type === 'checkout.paid' ? ('completed' as const) : type === 'checkout.declined' ? 'failed' : 'expired',
        checkoutId: data.checkoutId,
        amount: BigInt(data.amount),
        currency: data.currency,
      } as const;
      return type === 'checkout.paid' && data.method !== 'bank_transfer'
        ? { ...event, refundablePaymentId: data.checkoutId }
        : event;
    },
  };
}
