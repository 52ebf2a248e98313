import { z } from 'zod';
import { headerValue, parseSignedJson } from '../../payments/payment-provider.ts';
import type { PayoutEvent, PayoutProvider, PayoutRequest } from '../payout-provider.ts';
import { PAYSTACK_SIGNATURE_HEADER, verifyPaystackSignature } from './paystack-signature.ts';

// Paystack Transfers (NGN bank payouts): create a transfer recipient (nuban: name, account number, bank
// code), then a transfer from the balance with our withdrawal id as its reference. Paystack answers
// transfer.success / transfer.failed / transfer.reversed by webhook, signed as paystack-signature.ts says.

export const PAYSTACK_API_BASE = 'https://api.paystack.co';
const REQUEST_TIMEOUT_MS = 15_000;

export interface PaystackPayoutProviderOptions {
  secretKey: string;
  /** Replaced in tests: no test reaches the internet. */
  fetch?: typeof fetch;
  apiBase?: string;
}

const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.boolean(), message: z.string(), data });
const recipientResponse = envelope(z.object({ recipient_code: z.string() }));
const transferResponse = envelope(z.object({ transfer_code: z.string() }));

const transferEventSchema = z.object({
  event: z.string(),
  data: z.object({
    reference: z.string(),
    transfer_code: z.string(),
    amount: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]),
    currency: z.string(),
  }),
});

const OUTCOME_BY_EVENT: Record<string, 'completed' | 'failed'> = {
  'transfer.success': 'completed',
  'transfer.failed': 'failed',
  // The bank sent the money back: for us the payout failed, and the player's hold is released.
  'transfer.reversed': 'failed',
};

export function createPaystackPayoutProvider(options: PaystackPayoutProviderOptions): PayoutProvider {
  const fetchImpl = options.fetch ?? fetch;
  const apiBase = options.apiBase ?? PAYSTACK_API_BASE;

  async function call<T>(path: string, body: object, schema: z.ZodType<T>): Promise<T> {
    const response = await fetchImpl(`${apiBase}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new Error(`Paystack ${path} answered HTTP ${response.status}`);
    return schema.parse(json);
  }

  return {
    name: 'paystack',
    supportsCurrency: (currency) => currency === 'NGN',
    destinationProblems(_currency, destination): Record<string, string> {
      return destination.bankCode ? {} : { 'destination.bankCode': 'Please enter the bank code' };
    },

    async createPayout(request: PayoutRequest) {
      const { destination } = request;
      const recipient = await call(
        '/transferrecipient',
        {
          type: 'nuban',
          name: destination.accountHolderName,
          account_number: destination.accountNumber,
          bank_code: destination.bankCode,
          currency: request.currency,
        },
        recipientResponse,
      );
      // The reference makes the transfer idempotent at Paystack: a retry with it is not a second payout.
      const transfer = await call(
        '/transfer',
        {
          source: 'balance',
          amount: Number(request.amount),
          currency: request.currency,
          recipient: recipient.data.recipient_code,
          reference: request.transactionId,
          reason: `Goal or Miss withdrawal ${request.reference}`,
        },
        transferResponse,
      );
      return { payoutId: transfer.data.transfer_code };
    },

    // Paystack cannot recall a transfer once it is queued.
    cancelPayout: async () => false,

    parseWebhook({ rawBody, headers }): PayoutEvent {
      verifyPaystackSignature({
        secretKey: options.secretKey,
        rawBody,
        header: headerValue(headers, PAYSTACK_SIGNATURE_HEADER),
      });
      const body = parseSignedJson(rawBody);
      const parsed = transferEventSchema.safeParse(body);
      const type = parsed.success ? OUTCOME_BY_EVENT[parsed.data.event] : undefined;
      if (!parsed.success || !type) return { type: 'ignored', reason: 'not a transfer outcome' };
      const { data } = parsed.data;
      return {
        type,
        transactionId: data.reference,
        payoutId: data.transfer_code,
        amount: BigInt(data.amount),
        currency: data.currency,
      };
    },
  };
}
