import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { NumberedSql } from '../../db/query-prepared.ts';
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
   * completed), run in the transfer's own statement with the hold's update. In its text the transfer's id is
   * `(select id from transfer)` and the capture's time `$4`; its own parameters are numbered from `firstParam`.
   */
  alongside?: (firstParam: number) => NumberedSql;
}

/**
 * The hold's update as a WITH step of its transfer's statement (postTransfer's `alsoWrite`): the transfer, the hold
 * marked captured and the caller's `alongside` in one round trip, so a settlement holds the house's row for one
 * round trip less. The step is `also`, whose rows the transfer counts: exactly one when the hold was still active.
 */
function settleHoldSteps(holdId: string, alongside: CaptureHoldOptions['alongside']) {
  return (firstParam: number): NumberedSql => {
    const settle = `also as (
      update ledger_holds set status = 'captured', transfer_id = (select id from transfer), settled_at = $4::timestamptz
       where id = $${firstParam}::uuid and status = 'active' and exists (select 1 from transfer)
      returning id)`;
    if (!alongside) return { text: settle, params: [holdId] };
    const step = alongside(firstParam + 1);
    return { text: `${settle}, alongside as (${step.text})`, params: [holdId, ...step.params] };
  };
}

/** A hold's row as locked for a capture: with its wallet's currency, which the transfer needs. */
export type LockedHoldRow = HoldRow & { currency: string };

/**
 * Settles an active hold: the held money leaves the wallet (balance and held both drop) for `toAccountId`,
 * as one transfer. A hold leaves 'active' exactly once: capturing it again returns the first capture and
 * posts nothing; capturing a released hold is refused.
 */
export async function captureHold(options: CaptureHoldOptions): Promise<TransferResult> {
  const { holdId } = options;
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
      clock: options.clock,
      idempotencyKey: `hold:${hold.id}:capture`,
      kind: options.kind,
      currency: row.currency as CurrencyCode,
      postings: [
        { accountId: hold.accountId, amount: -hold.amount, heldDelta: -hold.amount },
        { accountId: options.toAccountId, amount: hold.amount },
      ],
      alsoWrite: settleHoldSteps(hold.id, options.alongside),
    });
    assertLedger(transfer.applied, 'an active hold has never been captured before');
    assertLedger(transfer.alsoWritten === 1, 'the locked hold was still active');
    return { transferId: transfer.transferId, applied: transfer.applied };
  });
}
