import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  MONEY_TRANSACTION_COLUMNS,
  toMoneyTransaction,
  type MoneyTransaction,
  type MoneyTransactionRow,
} from './money-transaction.ts';

// A player's whole history is small (fundings and games); the screen pages it client-side (spec §2). The
// cap keeps one answer bounded if it ever is not.
export const TRANSACTIONS_LIST_LIMIT = 1_000;

/** The player's transactions, newest first: one indexed query on (user_id, created_at desc). */
export async function listTransactions({
  db,
  userId,
}: {
  db: AppDatabase;
  userId: string;
}): Promise<MoneyTransaction[]> {
  const rows = await queryRows<MoneyTransactionRow>(
    db,
    sql`select ${sql.raw(MONEY_TRANSACTION_COLUMNS)} from money_transactions
         where user_id = ${userId}
         order by created_at desc nulls last, id desc
         limit ${TRANSACTIONS_LIST_LIMIT}`,
  );
  return rows.map(toMoneyTransaction);
}
