import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { RefundRequest } from '../payment-provider.ts';
import { sandboxRefundEvent } from './sandbox-event.ts';
import { queueSandboxWebhook } from './sandbox-webhook-outbox.ts';

// The sandbox checkout's refunds, as a card provider makes them: against a card payment, never more than is left of
// it, once per merchant reference (our withdrawal id), and done at once; the webhook telling of it is queued in the
// same transaction, so a crash right after cannot lose it.

const REFUND_ID_BYTES = 18;

export class SandboxRefundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxRefundRefused';
  }
}

interface RefundRow {
  id: string;
  merchant_reference: string;
  status: 'succeeded' | 'failed';
  amount: string;
  currency: string;
}

export async function refundSandboxPayment(options: {
  db: AppDatabase;
  request: RefundRequest;
  now: Date;
}): Promise<{ refundId: string }> {
  const { db, request, now } = options;
  return db.transaction(async (tx) => {
    const [existing] = await queryRows<RefundRow>(
      tx,
      sql`select id from sandbox_refunds where merchant_reference = ${request.transactionId}`,
    );
    if (existing) return { refundId: existing.id };
    const [checkout] = await queryRows<{ amount: string; currency: string; refunded: string }>(
      tx,
      sql`select c.amount::text as amount, c.currency,
                 (select coalesce(sum(r.amount), 0)::text from sandbox_refunds r
                   where r.checkout_id = c.id and r.status = 'succeeded') as refunded
            from sandbox_checkouts c
           where c.id = ${request.paymentId} and c.status = 'paid' and c.method = 'card'
           for update`,
    );
    if (!checkout) throw new SandboxRefundRefused('No card payment with this id');
    if (checkout.currency !== request.currency) throw new SandboxRefundRefused('The refund is in another currency');
    if (BigInt(checkout.amount) - BigInt(checkout.refunded) < request.amount) {
      throw new SandboxRefundRefused('The refund is more than is left of the payment');
    }
    const id = `sbx_re_${randomBytes(REFUND_ID_BYTES).toString('base64url')}`;
    const [refund] = await queryRows<RefundRow>(
      tx,
      sql`insert into sandbox_refunds (id, merchant_reference, checkout_id, currency, amount, status, created_at)
          values (${id}, ${request.transactionId}, ${request.paymentId}, ${request.currency},
                  ${request.amount.toString()}::bigint, 'succeeded', ${now.toISOString()})
          returning id, merchant_reference, status, amount::text as amount, currency`,
    );
    const event = sandboxRefundEvent({
      id: refund!.id,
      merchantReference: refund!.merchant_reference,
      status: refund!.status,
      amount: BigInt(refund!.amount),
      currency: refund!.currency,
    });
    await queueSandboxWebhook(
      tx,
      { eventId: event.id, kind: 'refund', subjectId: id, rawBody: JSON.stringify(event) },
      now,
    );
    return { refundId: id };
  });
}
