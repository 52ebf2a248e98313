import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { assertLedger } from '../../ledger/assert-ledger.ts';
import { readSignedSandboxBody } from '../../payments/sandbox/sandbox-signature.ts';
import type { PayoutEvent, PayoutProvider } from '../payout-provider.ts';
import { decideSandboxPayout, findSandboxPayoutByMerchantReference } from './sandbox-payout.ts';
import { sandboxPayoutEventSchema } from './sandbox-payout-event.ts';

export const SANDBOX_PAYOUTS_PATH = '/api/payments/sandbox/payouts';
const PAYOUT_ID_BYTES = 18;

export interface SandboxPayoutProviderOptions {
  db: AppDatabase;
  clock: Clock;
  /** Where this app is reached (the payout page is served by it). */
  publicUrl: string;
  /** The sandbox's one signing secret, shared with its checkouts. */
  webhookSecret: string;
}

/**
 * The built-in test payout provider. Its "server side" is the sandbox_payouts table and its payout page,
 * where a tester completes or fails each payout; the API learns the outcome only from the signed webhook.
 * It pays every currency to any destination the contract accepts.
 */
export function createSandboxPayoutProvider(options: SandboxPayoutProviderOptions): PayoutProvider {
  const { db, clock, publicUrl, webhookSecret } = options;
  return {
    name: 'sandbox',
    supportsCurrency: () => true,
    destinationProblems: () => ({}),

    async createPayout(request) {
      const id = `sbx_po_${randomBytes(PAYOUT_ID_BYTES).toString('base64url')}`;
      await db.execute(sql`
        insert into sandbox_payouts (id, merchant_reference, display_reference, currency, amount, destination,
                                     status, created_at)
        values (${id}, ${request.transactionId}, ${request.reference}, ${request.currency},
                ${request.amount.toString()}::bigint, ${JSON.stringify(request.destination)}::jsonb, 'open',
                ${clock.now().toISOString()})
        on conflict (merchant_reference) do nothing`);
      const payout = await findSandboxPayoutByMerchantReference(db, request.transactionId);
      assertLedger(payout, 'the sandbox payout exists after creation');
      return { payoutId: payout.id, trackingLink: `${publicUrl}${SANDBOX_PAYOUTS_PATH}` };
    },

    async cancelPayout(transactionId) {
      const { decided, payout } = await decideSandboxPayout({
        db,
        where: { merchantReference: transactionId },
        decision: 'cancelled',
        now: clock.now(),
      });
      return decided || !payout || payout.status === 'cancelled';
    },

    parseWebhook({ rawBody, headers, now }): PayoutEvent {
      const body = readSignedSandboxBody({ rawBody, headers, now, secret: webhookSecret });
      const parsed = sandboxPayoutEventSchema.safeParse(body);
      if (!parsed.success) return { type: 'ignored', reason: 'unknown event shape' };
      const { type, data } = parsed.data;
      return {
        type: type === 'payout.paid' ? 'completed' : 'failed',
        transactionId: data.merchantReference,
        payoutId: data.payoutId,
        amount: BigInt(data.amount),
        currency: data.currency,
      };
    },
  };
}
