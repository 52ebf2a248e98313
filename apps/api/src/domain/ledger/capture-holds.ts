import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { NumberedSql } from '../../db/query-prepared.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { assertLedger } from './assert-ledger.ts';
import { postTransfer } from './post-transfer.ts';
import type { TransferResult } from './ledger-types.ts';

export interface CaptureHoldsOptions {
  db: AppDatabase;
  clock: Clock;
  /** Active holds, each on a different wallet, all in `currency`. */
  holdIds: readonly string[];
  /** The system account the held money goes to (a contest's pool). */
  toAccountId: string;
  currency: CurrencyCode;
  /** The one transfer's key (ledger-keys.ts): capturing the same holds again posts nothing. */
  idempotencyKey: string;
  kind: string;
}

/** Ids as one uuid[] parameter's text (a JS array would be spread into a list of parameters). */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** The holds marked captured in the transfer's own statement (postTransfer's `alsoWrite`). */
function captureStep(holdIds: readonly string[]) {
  return (firstParam: number): NumberedSql => ({
    text: `also as (
      update ledger_holds set status = 'captured', transfer_id = (select id from transfer), settled_at = $4::timestamptz
       where id = any($${firstParam}::uuid[]) and status = 'active' and exists (select 1 from transfer)
      returning id)`,
    params: [uuidArray(holdIds)],
  });
}

/**
 * Captures many holds into one account as ONE transfer: each wallet gives its held amount (balance and held both
 * drop), the account receives the sum. Used when a contest starts, so its start is one transfer however many
 * entered. Every hold must still be active: a hold released or captured meanwhile is refused (nothing posted), and
 * the same key again answers the first transfer.
 */
export async function captureHolds(options: CaptureHoldsOptions): Promise<TransferResult & { amount: bigint }> {
  const { holdIds, currency } = options;
  assertLedger(holdIds.length > 0, 'a capture takes at least one hold');
  return inTransaction(options.db, async (tx) => {
    // Locked in id order, so two captures over overlapping holds cannot deadlock.
    const rows = await queryRows<{ id: string; account_id: string; amount: string; status: string; currency: string }>(
      tx,
      sql`select h.id, h.account_id, h.amount::text as amount, h.status, a.currency
            from ledger_holds h join ledger_accounts a on a.id = h.account_id
           where h.id = any(${uuidArray(holdIds)}::uuid[])
           order by h.id for update of h`,
    );
    assertLedger(rows.length === holdIds.length, 'every hold to capture exists');
    const amount = rows.reduce((sum, row) => sum + BigInt(row.amount), 0n);
    if (rows.some((row) => row.status !== 'active')) {
      const existing = await queryRows<{ id: string }>(
        tx,
        sql`select id from ledger_transfers where idempotency_key = ${options.idempotencyKey}`,
      );
      if (existing[0]) return { transferId: existing[0].id, applied: false, amount };
      throw new DomainError('CONFLICT', 'A hold to capture is no longer active');
    }
    for (const row of rows) assertLedger(row.currency === currency, `hold ${row.id} is in ${currency}`);
    const transfer = await postTransfer({
      db: tx,
      clock: options.clock,
      idempotencyKey: options.idempotencyKey,
      kind: options.kind,
      currency,
      postings: [
        ...rows.map((row) => ({
          accountId: row.account_id,
          amount: -BigInt(row.amount),
          heldDelta: -BigInt(row.amount),
        })),
        { accountId: options.toAccountId, amount },
      ],
      alsoWrite: captureStep(rows.map((row) => row.id)),
    });
    assertLedger(!transfer.applied || transfer.alsoWritten === rows.length, 'every locked hold was still active');
    return { transferId: transfer.transferId, applied: transfer.applied, amount };
  });
}
