import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { NumberedSql } from '../../db/query-prepared.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { assertLedger } from './assert-ledger.ts';
import { holdCaptureKey } from './ledger-keys.ts';
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
}

/**
 * The hold's update as a WITH step of its transfer's statement (postTransfer's `alsoWrite`): the transfer and the
 * hold marked captured in one round trip. The step is `also`, whose rows the transfer counts: exactly one when the
 * hold was still active.
 */
function settleHoldStep(holdId: string) {
  return (firstParam: number): NumberedSql => ({
    text: `also as (
      update ledger_holds set status = 'captured', transfer_id = (select id from transfer), settled_at = $4::timestamptz
       where id = $${firstParam}::uuid and status = 'active' and exists (select 1 from transfer)
      returning id)`,
    params: [holdId],
  });
}

/** A hold's row as locked for a capture: with its wallet's currency, which the transfer needs. */
type LockedHoldRow = HoldRow & { currency: string };

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
    const [row] = await queryRows<LockedHoldRow>(
      tx,
      sql`
      select h.id, h.account_id, h.amount::text as amount, h.status, h.transfer_id, a.currency
        from ledger_holds h join ledger_accounts a on a.id = h.account_id
       where h.id = ${holdId} for update of h`,
    );
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
      idempotencyKey: holdCaptureKey(hold.id),
      kind: options.kind,
      currency: row.currency as CurrencyCode,
      postings: [
        { accountId: hold.accountId, amount: -hold.amount, heldDelta: -hold.amount },
        { accountId: options.toAccountId, amount: hold.amount },
      ],
      alsoWrite: settleHoldStep(hold.id),
    });
    assertLedger(transfer.applied, 'an active hold has never been captured before');
    assertLedger(transfer.alsoWritten === 1, 'the locked hold was still active');
    return { transferId: transfer.transferId, applied: transfer.applied };
  });
}
