import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { isUuid } from '../../../db/is-uuid.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { PaymentProviderName } from '../../payments/payment-provider.ts';

// The closed loop (decision 0102): a payment the provider can refund takes money back, up to what it paid, before any
// of the player's money goes to an account. A payment stays refundable for the refund window (REFUND_WINDOW_DAYS);
// what has gone back to it is what its refunds hold or have paid (pending, processing, completed).

export interface ClosedLoop {
  /** The payment provider whose payments are refunded: fundings by another cannot be sent back any more. */
  provider: PaymentProviderName;
  /** Days a payment can take a refund; 0 turns the closed loop off. */
  windowDays: number;
}

export interface RefundablePayment {
  fundingId: string;
  reference: string;
  walletId: string;
  currency: CurrencyCode;
  paidAt: Date;
  /** Minor units. */
  paid: bigint;
  /** Minor units still to go back. */
  remaining: bigint;
}

interface Row {
  id: string;
  reference: string;
  wallet_id: string;
  currency: string;
  paid: string;
  refunded: string;
  created_at: string | Date;
}

const DAY_MS = 86_400_000;

function toRefundable(row: Row): RefundablePayment {
  const paid = BigInt(row.paid);
  return {
    fundingId: row.id,
    reference: row.reference,
    walletId: row.wallet_id,
    currency: row.currency as CurrencyCode,
    paidAt: new Date(row.created_at),
    paid,
    remaining: paid - BigInt(row.refunded),
  };
}

/**
 * The player's payments that can still take money back, newest first. With `fundingId`, only that one, its row
 * locked (inside a transaction: two refunds of one payment at once wait for each other, so together they never
 * send back more than it paid).
 */
export async function listRefundablePayments(options: {
  db: AppDatabase;
  userId: string;
  closedLoop: ClosedLoop;
  now: Date;
  fundingId?: string;
}): Promise<RefundablePayment[]> {
  const { db, userId, closedLoop, now, fundingId } = options;
  if (closedLoop.windowDays <= 0) return [];
  if (fundingId !== undefined && !isUuid(fundingId)) return [];
  const since = new Date(now.getTime() - closedLoop.windowDays * DAY_MS).toISOString();
  const one = fundingId === undefined ? sql`` : sql`and id = ${fundingId}`;
  const payments = await queryRows<Omit<Row, 'refunded'>>(
    db,
    sql`select id, reference, wallet_id, currency, amount::text as paid, created_at from money_transactions
         where user_id = ${userId} and type = 'funding' and status = 'completed' and provider = ${closedLoop.provider}
           and provider_payment_id is not null and created_at >= ${since} ${one}
         order by created_at desc
         ${fundingId === undefined ? sql`` : sql`for update`}`,
  );
  if (payments.length === 0) return [];
  const refunded = await queryRows<{ refund_of: string; refunded: string }>(
    db,
    sql`select refund_of, sum(amount)::text as refunded from money_transactions
         where refund_of in (${sql.join(
           payments.map((payment) => sql`${payment.id}::uuid`),
           sql`, `,
         )})
           and status in ('pending', 'processing', 'completed')
         group by refund_of`,
  );
  const byFunding = new Map(refunded.map((row) => [row.refund_of, row.refunded]));
  return payments
    .map((payment) => toRefundable({ ...payment, refunded: byFunding.get(payment.id) ?? '0' }))
    .filter((payment) => payment.remaining > 0n);
}
