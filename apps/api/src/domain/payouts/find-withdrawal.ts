import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { MoneyTransactionStatus } from '../wallets/money-transaction.ts';

/** The money side of a withdrawal, as its settlement needs it. */
export interface WithdrawalRow {
  id: string;
  user_id: string;
  status: MoneyTransactionStatus;
  currency: string;
  amount: string;
  hold_id: string;
  provider: string;
}

/**
 * Locks a withdrawal row (inside a transaction): concurrent cancels and webhooks wait, then see what the
 * first one decided. Undefined when there is no such withdrawal (for this player, when one is given).
 */
export async function lockWithdrawal(options: {
  db: AppDatabase;
  withdrawalId: string;
  userId?: string;
}): Promise<WithdrawalRow | undefined> {
  if (!isUuid(options.withdrawalId)) return undefined;
  const owner = options.userId === undefined ? sql`` : sql`and user_id = ${options.userId}`;
  const [row] = await queryRows<WithdrawalRow>(
    options.db,
    sql`select id, user_id, status, currency, amount::text as amount, hold_id, provider from money_transactions
         where id = ${options.withdrawalId} and type = 'withdrawal' ${owner}
         for update`,
  );
  return row;
}

/** A withdrawal whose money is still held: the provider has not settled it either way. */
export const isWithdrawalOpen = (status: MoneyTransactionStatus) => status === 'pending' || status === 'processing';
