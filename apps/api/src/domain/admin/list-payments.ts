import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { minorMoney, type MinorMoney } from './admin-money.ts';

export interface PaymentFilters {
  /** Default: fundings and withdrawals; with a userId and no type, every transaction of that player. */
  type?: string;
  status?: string;
  currency?: string;
  awaitingApproval?: boolean;
  userId?: string;
  limit: number;
}

export interface Payment {
  id: string;
  reference: string;
  userId: string;
  email: string;
  type: string;
  status: string;
  amount: MinorMoney;
  provider: string | null;
  review: { reason: 'threshold' | 'flagged'; status: 'waiting' | 'approved' | 'rejected' } | null;
  createdAt: Date;
}

/** Money movements newest first, with each withdrawal's operator review if it needed one. */
export async function listPayments({ db, filters }: { db: AppDatabase; filters: PaymentFilters }): Promise<Payment[]> {
  const conditions: SQL[] = [];
  if (filters.type) conditions.push(sql`m.type = ${filters.type}`);
  else if (!filters.userId) conditions.push(sql`m.type in ('funding', 'withdrawal')`);
  if (filters.status) conditions.push(sql`m.status = ${filters.status}`);
  if (filters.currency) conditions.push(sql`m.currency = ${filters.currency}`);
  if (filters.userId) conditions.push(sql`m.user_id = ${filters.userId}`);
  if (filters.awaitingApproval !== undefined) {
    conditions.push(
      filters.awaitingApproval ? sql`r.status = 'waiting'` : sql`(r.status is null or r.status <> 'waiting')`,
    );
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const rows = await queryRows<{
    id: string;
    reference: string;
    user_id: string;
    email: string;
    type: string;
    status: string;
    currency: string;
    amount: string;
    provider: string | null;
    review_reason: 'threshold' | 'flagged' | null;
    review_status: 'waiting' | 'approved' | 'rejected' | null;
    created_at: Date | string;
  }>(
    db,
    sql`select m.id, m.reference, m.user_id, u.email, m.type, m.status, m.currency, m.amount::text as amount,
               m.provider, r.reason as review_reason, r.status as review_status, m.created_at
          from money_transactions m
          join users u on u.id = m.user_id
          left join withdrawal_reviews r on r.transaction_id = m.id
          ${where}
         order by m.created_at desc nulls last, m.id limit ${filters.limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    userId: row.user_id,
    email: row.email,
    type: row.type,
    status: row.status,
    amount: minorMoney(row.amount, row.currency),
    provider: row.provider,
    review: row.review_reason && row.review_status ? { reason: row.review_reason, status: row.review_status } : null,
    createdAt: new Date(row.created_at),
  }));
}
