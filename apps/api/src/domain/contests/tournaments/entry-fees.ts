import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { entryFeeKey } from '../../ledger/ledger-keys.ts';

/** One entry of a contest with its fee's player-facing transaction and hold. */
export interface EntryFee {
  entryId: string;
  userId: string;
  walletId: string;
  transactionId: string;
  holdId: string;
  status: string;
  amount: bigint;
}

/** The entries of a match with their fees, in entry order (read under the match's row lock by its callers). */
export async function listEntryFees(db: AppDatabase, matchId: string): Promise<EntryFee[]> {
  const rows = await queryRows<{
    entry_id: string;
    user_id: string;
    wallet_id: string;
    transaction_id: string;
    hold_id: string;
    status: string;
    amount: string;
  }>(
    db,
    sql`select g.id as entry_id, g.user_id, g.wallet_id, mt.id as transaction_id, mt.hold_id, mt.status,
               mt.amount::text as amount
          from games g
          join money_transactions mt on mt.user_id = g.user_id and mt.idempotency_key = ${sql.raw(entryFeeKey.sql('g.id::text'))}
         where g.match_id = ${matchId}
         order by g.created_at, g.id`,
  );
  return rows.map((row) => ({
    entryId: row.entry_id,
    userId: row.user_id,
    walletId: row.wallet_id,
    transactionId: row.transaction_id,
    holdId: row.hold_id,
    status: row.status,
    amount: BigInt(row.amount),
  }));
}
