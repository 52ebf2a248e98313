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

/** What a verified webhook says happened to a checkout. */
export type PaymentEvent =
  | {
      type: 'completed' | 'failed' | 'expired';
      checkoutId: string;
      /** Minor units, as the provider reports them. */
      amount: bigint;
      currency: string;
    }
  /** Verified, but about something we do not act on (providers send many event types). */
  | { type: 'ignored'; reason: string };

/**
 * What the provider says of a checkout when asked (its status lookup): settled the way its webhook would say,
 * still open (the payer may yet pay), or unknown to it (nothing can have been paid).
 */
export type CheckoutStatus = Exclude<PaymentEvent, { type: 'ignored' }> | { type: 'open' } | { type: 'unknown' };

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
