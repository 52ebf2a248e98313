import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { checkViolationConstraint } from '../../db/check-violation.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertLedger } from './assert-ledger.ts';
import { insufficientFunds } from './ledger-errors.ts';
import type { TransferInput, TransferResult } from './ledger-types.ts';

export interface PostTransferOptions extends TransferInput {
  /** A database or a transaction; the transfer runs in its own transaction (a savepoint inside one). */
  db: AppDatabase;
  clock: Clock;
}

/** Checks what must hold before anything is written: the postings balance and are well formed. */
export function assertBalancedPostings(input: TransferInput): void {
  const { postings } = input;
  assertLedger(input.idempotencyKey.length > 0, 'a transfer has an idempotency key');
  assertLedger(postings.length >= 2, `a transfer has at least two postings (got ${postings.length})`);
  const accounts = new Set(postings.map((posting) => posting.accountId));
  assertLedger(accounts.size === postings.length, 'a transfer touches each account once');
  let sum = 0n;
  for (const posting of postings) {
    assertLedger(posting.amount !== 0n, 'no posting is zero');
    assertLedger((posting.heldDelta ?? 0n) <= 0n, 'a transfer only ever consumes held money');
    assertLedger(posting.heldDelta === undefined || posting.amount <= posting.heldDelta, 'held money is debited');
    sum += posting.amount;
  }
  assertLedger(sum === 0n, `postings sum to zero (got ${sum})`);
}

/**
 * Applies one transfer exactly once: the transfer row (unique idempotency key), its postings, and the cached
 * balances of its accounts, all in one database transaction. Accounts are locked in id order so two
 * transfers over the same accounts cannot deadlock. A player wallet that would go below zero (or below what
 * it holds) is refused by the database's CHECK and answers "insufficient funds".
 */
export async function postTransfer(options: PostTransferOptions): Promise<TransferResult> {
  assertBalancedPostings(options);
  const { idempotencyKey, kind, currency, clock } = options;
  const now = clock.now().toISOString();
  try {
    return await options.db.transaction(async (tx) => {
      const inserted = await queryRows<{ id: string }>(
        tx,
        sql`
        insert into ledger_transfers (idempotency_key, currency, kind, created_at)
        values (${idempotencyKey}, ${currency}, ${kind}, ${now})
        on conflict (idempotency_key) do nothing
        returning id`,
      );
      const transferId = inserted[0]?.id;
      if (!transferId) {
        const existing = await queryRows<{ id: string }>(
          tx,
          sql`select id from ledger_transfers where idempotency_key = ${idempotencyKey}`,
        );
        const id = existing[0]?.id;
        assertLedger(id, `transfer ${idempotencyKey} exists after a conflict`);
        return { transferId: id, applied: false };
      }

      const ordered = [...options.postings].sort((a, b) => (a.accountId < b.accountId ? -1 : 1));
      for (const posting of ordered) {
        const updated = await queryRows<{ id: string }>(
          tx,
          sql`
          update ledger_accounts
             set balance = balance + ${posting.amount.toString()}::bigint,
                 held = held + ${(posting.heldDelta ?? 0n).toString()}::bigint
           where id = ${posting.accountId} and currency = ${currency}
          returning id`,
        );
        assertLedger(updated.length === 1, `account ${posting.accountId} exists in ${currency}`);
      }
      await queryRows<Record<string, unknown>>(
        tx,
        sql`
        insert into ledger_postings (transfer_id, account_id, currency, amount)
        values ${sql.join(
          ordered.map(
            (posting) => sql`(${transferId}, ${posting.accountId}, ${currency}, ${posting.amount.toString()}::bigint)`,
          ),
          sql`, `,
        )}`,
      );
      return { transferId, applied: true };
    });
  } catch (error) {
    const constraint = checkViolationConstraint(error);
    if (constraint === 'ledger_accounts_player_balance_covers_held') throw insufficientFunds();
    throw error;
  }
}
