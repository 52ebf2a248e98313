import type { CurrencyCode } from '@gom/contract/money';

// Every payment provider looks like this to the rest of the server. A provider creates hosted checkouts and
// turns its signed webhooks into typed events; it never touches the ledger itself.

export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

export interface CheckoutRequest {
  /** Our transaction id: creating a checkout for it twice returns the same checkout. */
  transactionId: string;
  /** Shown to the player on the checkout page. */
  reference: string;
  currency: CurrencyCode;
  /** Minor units. */
  amount: bigint;
  expiresAt: Date;
}

export interface Checkout {
  checkoutId: string;
  paymentLink: string;
  expiresAt: Date;
}

/** What happened to a checkout. */
export interface CheckoutEvent {
  type: 'completed' | 'failed' | 'expired';
  checkoutId: string;
  /** Minor units, as the provider reports them. */
  amount: bigint;
  currency: string;
  /**
   * Completed only: the provider's id of the payment, when the provider can refund it (a card payment); absent for
   * one it cannot send money back to (a bank transfer), whose money may then be paid out to an account.
   */
  refundablePaymentId?: string;
}

/** What happened to a refund we asked for (a withdrawal back to the payment that funded the wallet). */
export interface RefundEvent {
  type: 'refund_completed' | 'refund_failed';
  /** Our withdrawal transaction id, which every refund carries. */
  transactionId: string;
  refundId: string;
  /** Minor units, as the provider reports them. */
  amount: bigint;
  currency: string;
}

export const isRefundEvent = (event: PaymentEvent): event is RefundEvent =>
  event.type === 'refund_completed' || event.type === 'refund_failed';

/** What a verified webhook says happened. */
export type PaymentEvent =
  | CheckoutEvent
  | RefundEvent
  /** Verified, but about something we do not act on (providers send many event types). */
  | { type: 'ignored'; reason: string };

/**
 * What the provider says of a checkout when asked (its status lookup): settled the way its webhook would say,
 * still open (the payer may yet pay), or unknown to it (nothing can have been paid).
 */
export type CheckoutStatus = CheckoutEvent | { type: 'open' } | { type: 'unknown' };

export interface RefundRequest {
  /** Our withdrawal transaction id: asking twice for it makes one refund. */
  transactionId: string;
  /** The payment to refund: the funding's `refundablePaymentId`. */
  paymentId: string;
  currency: CurrencyCode;
  /** Minor units, at most what is left of the payment. */
  amount: bigint;
}

export interface ParseWebhookInput {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  now: Date;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  supportsCurrency(currency: CurrencyCode): boolean;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Verifies the signature on the raw body, then parses. Throws WebhookSignatureError when unverified. */
  parseWebhook(input: ParseWebhookInput): PaymentEvent;
  /** Asks the provider where a checkout stands (for fundings whose webhook never came). Throws when it cannot tell. */
  checkoutStatus(checkoutId: string): Promise<CheckoutStatus>;
  /**
   * Sends money back to a payment (a refund); its webhook tells when it is done. Absent when the provider cannot
   * refund. Throws when the provider does not take the refund.
   */
  refundPayment?(request: RefundRequest): Promise<{ refundId: string }>;
}

/** The webhook is not provably from the provider: nothing in it may be believed. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export function headerValue(headers: ParseWebhookInput['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** A verified body as JSON; a signed body that is not JSON is as untrustworthy as a bad signature. */
export function parseSignedJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('signed body is not JSON');
  }
}
