import type { CurrencyCode } from '@gom/contract/money';
import type { WithdrawalDestination } from '@gom/contract/withdrawals';
import type { ParseWebhookInput } from '../payments/payment-provider.ts';

// Every payout provider looks like this to the rest of the server. A provider sends money to a destination
// and turns its signed webhooks into typed events; it never touches the ledger itself.

export const PAYOUT_PROVIDER_NAMES = ['sandbox', 'paystack'] as const;
export type PayoutProviderName = (typeof PAYOUT_PROVIDER_NAMES)[number];
/** Withdrawals that go back to the payment that funded the wallet: refunds by the payment provider (refund/). */
export const REFUND_ROUTE = 'refund';
/** Who a withdrawal goes through: a payout provider, or the payment provider's refunds. */
export type PayoutRouteName = PayoutProviderName | typeof REFUND_ROUTE;

export interface PayoutRequest {
  /** Our withdrawal transaction id: asking twice for it makes one payout. */
  transactionId: string;
  /** Shown to whoever looks at the payout on the provider's side. */
  reference: string;
  currency: CurrencyCode;
  /** Minor units. */
  amount: bigint;
  destination: WithdrawalDestination;
}

export interface Payout {
  payoutId: string;
  /** A page tracking the payout (the sandbox's payout page), when the provider has one. */
  trackingLink?: string;
}

/** What a verified webhook says happened to a payout. */
export type PayoutEvent =
  | {
      type: 'completed' | 'failed';
      /** Our withdrawal transaction id, which every payout carries as its reference. */
      transactionId: string;
      payoutId: string;
      /** Minor units, as the provider reports them. */
      amount: bigint;
      currency: string;
    }
  | { type: 'ignored'; reason: string };

export interface PayoutProvider {
  readonly name: PayoutRouteName;
  supportsCurrency(currency: CurrencyCode): boolean;
  /** What this provider needs beyond the contract's check, field by field (e.g. a bank code). */
  destinationProblems(currency: CurrencyCode, destination: WithdrawalDestination): Record<string, string>;
  createPayout(request: PayoutRequest): Promise<Payout>;
  /**
   * Stops a payout that has not been paid yet. true: it will never be paid (or was never created);
   * false: it is already on its way and cannot be stopped.
   */
  cancelPayout(transactionId: string): Promise<boolean>;
  /** Verifies the signature on the raw body, then parses. Throws WebhookSignatureError when unverified. */
  parseWebhook(input: ParseWebhookInput): PayoutEvent;
}
