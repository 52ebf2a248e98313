import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { assertLedger } from './assert-ledger.ts';
import { walletsChanged } from './wallet-changes.ts';

export interface ReleaseHoldOptions {
  db: AppDatabase;
  clock: Clock;
  holdId: string;
}

/**
 * Gives a hold's money back to the wallet's available balance. Conditional on the hold being active, so it
 * releases at most once; releasing again is a no-op (`released: false`), releasing a captured hold refused.
 */
export async function releaseHold(options: ReleaseHoldOptions): Promise<{ released: boolean }> {
  const { holdId, clock } = options;
  return inTransaction(options.db, async (tx) => {
    const updated = await queryRows<{ account_id: string; amount: string }>(
      tx,
      sql`
      update ledger_holds set status = 'released', settled_at = ${clock.now().toISOString()}
       where id = ${holdId} and status = 'active'
      returning account_id, amount::text as amount`,
    );
    const hold = updated[0];
    if (!hold) {
      const existing = await queryRows<{ status: string }>(
        tx,
        sql`select status from ledger_holds where id = ${holdId}`,
      );
      const status = existing[0]?.status;
      if (!status) throw new DomainError('NOT_FOUND', 'Hold not found');
      if (status === 'captured') throw new DomainError('CONFLICT', 'This hold was already captured');
      return { released: false };
    }
    const freed = await queryRows<{ user_id: string | null }>(
      tx,
      sql`
      update ledger_accounts set held = held - ${hold.amount}::bigint
       where id = ${hold.account_id}
      returning user_id`,
    );
    assertLedger(freed.length === 1, 'the held account exists');
    walletsChanged(
      tx,
      freed.map((row) => row.user_id),
    );
    return { released: true };
  });
}
