import type { CurrencyCode } from '@gom/contract/money';
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { queryRows } from '../../db/query-rows.ts';
import { querySqlPrepared } from '../../db/query-prepared.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { assertLedger } from './assert-ledger.ts';
import { toLedgerHold, type HoldRow, type LedgerHold } from './place-hold.ts';
import { postTransfer } from './post-transfer.ts';
import type { TransferResult } from './ledger-types.ts';

export interface CaptureHoldOptions {
  db: AppDatabase;
  clock: Clock;
  holdId: string;
  /** The system account the held money goes to (the house, for a game's stake). */
  toAccountId: string;
  /** Names the transfer for people reading the ledger. */
  kind: string;
  /**
   * The hold's row, already locked FOR UPDATE by the caller in this transaction (with its wallet's currency),
   * which saves the lock's own round trip (a game's settlement locks its stake and hold together).
   */
  locked?: LockedHoldRow;
  /**
   * A data-modifying statement of the caller's that must happen with the capture (a game's stake marked
   * completed), run in the same statement as the hold's update, given the transfer's id: one round trip.
   */
  alongside?: (transferId: string) => SQL;
}

/** A hold's row as locked for a capture: with its wallet's currency, which the transfer needs. */
export type LockedHoldRow = HoldRow & { currency: string };

/**
 * Settles an active hold: the held money leaves the wallet (balance and held both drop) for `toAccountId`,
 * as one transfer. A hold leaves 'active' exactly once: capturing it again returns the first capture and
 * posts nothing; capturing a released hold is refused.
 */
export async function captureHold(options: CaptureHoldOptions): Promise<TransferResult> {
  const { holdId, clock } = options;
  return inTransaction(options.db, async (tx) => {
    // The row lock makes a concurrent capture or release wait, then see what this one decided.
    // With the wallet's currency, which the transfer needs: one round trip, the hold's row alone locked.
    const row =
      options.locked ??
      (
        await queryRows<LockedHoldRow>(
          tx,
          sql`
      select h.id, h.account_id, h.amount::text as amount, h.status, h.transfer_id, a.currency
        from ledger_holds h join ledger_accounts a on a.id = h.account_id
       where h.id = ${holdId} for update of h`,
        )
      )[0];
    assertLedger(!options.locked || options.locked.id === holdId, 'the locked row is the hold captured');
    if (!row) throw new DomainError('NOT_FOUND', 'Hold not found');
    const hold: LedgerHold = toLedgerHold(row);
    if (hold.status === 'captured') {
      assertLedger(hold.transferId, 'a captured hold has its transfer');
      return { transferId: hold.transferId, applied: false };
    }
    if (hold.status === 'released') throw new DomainError('CONFLICT', 'This hold was already released');

    const transfer = await postTransfer({
      db: tx,
      clock,
      idempotencyKey: `hold:${hold.id}:capture`,
      kind: options.kind,
      currency: row.currency as CurrencyCode,
      postings: [
        { accountId: hold.accountId, amount: -hold.amount, heldDelta: -hold.amount },
        { accountId: options.toAccountId, amount: hold.amount },
      ],
    });
    assertLedger(transfer.applied, 'an active hold has never been captured before');
    const update = sql`
      update ledger_holds set status = 'captured', transfer_id = ${transfer.transferId},
             settled_at = ${clock.now().toISOString()}
       where id = ${hold.id} and status = 'active'
      returning id`;
    const settled = await querySqlPrepared<Record<string, unknown>>(
      tx,
      options.alongside ? sql`with alongside as (${options.alongside(transfer.transferId)}) ${update}` : update,
    );
    assertLedger(settled.length === 1, 'the locked hold was still active');
    return transfer;
  });
}
