import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { checkViolationConstraint } from '../../db/check-violation.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertLedger } from './assert-ledger.ts';
import { insufficientFunds } from './ledger-errors.ts';
import type { TransferInput, TransferResult } from './ledger-types.ts';
import { walletsChanged } from './wallet-changes.ts';

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
 * balances of its accounts, in one statement inside one database transaction (a savepoint inside a caller's),
 * so a transfer costs one round trip besides BEGIN and COMMIT. Its accounts are locked in id order before any
 * is changed, so two transfers over the same accounts cannot deadlock. A player wallet that would go below
 * zero (or below what it holds) is refused by the database's CHECK and answers "insufficient funds"; a
 * transfer whose postings do not balance is refused at COMMIT by the ledger's constraint triggers.
 */
export async function postTransfer(options: PostTransferOptions): Promise<TransferResult> {
  assertBalancedPostings(options);
  const { idempotencyKey, kind, currency, clock } = options;
  const now = clock.now().toISOString();
  const postings = sql.join(
    options.postings.map(
      (posting) =>
        sql`(${posting.accountId}::uuid, ${posting.amount.toString()}::bigint, ${(posting.heldDelta ?? 0n).toString()}::bigint)`,
    ),
    sql`, `,
  );
  try {
    return await options.db.transaction(async (tx) => {
      // Data-modifying CTEs share one snapshot. `locked` (materialised, as a locking CTE always is) takes the
      // row locks in id order; `updated` then changes only rows this statement holds. Nothing is locked or
      // written when the idempotency key was already used (`transfer` is empty).
      const [result] = await queryRows<{
        transfer_id: string | null;
        updated: number;
        posted: number;
        user_ids: string[] | null;
      }>(
        tx,
        sql`
        with transfer as (
          insert into ledger_transfers (idempotency_key, currency, kind, created_at)
          values (${idempotencyKey}, ${currency}, ${kind}, ${now})
          on conflict (idempotency_key) do nothing
          returning id
        ),
        postings (account_id, amount, held_delta) as (values ${postings}),
        locked as (
          select id from ledger_accounts
           where id in (select account_id from postings) and exists (select 1 from transfer)
           order by id
             for update
        ),
        updated as (
          update ledger_accounts
             set balance = ledger_accounts.balance + postings.amount,
                 held = ledger_accounts.held + postings.held_delta
            from postings
           where ledger_accounts.id = postings.account_id and ledger_accounts.currency = ${currency}
             and ledger_accounts.id in (select id from locked)
          returning ledger_accounts.id, ledger_accounts.user_id
        ),
        posted as (
          insert into ledger_postings (transfer_id, account_id, currency, amount)
          select transfer.id, postings.account_id, ${currency}, postings.amount from transfer, postings
          returning account_id
        )
        select (select id from transfer) as transfer_id,
               (select count(*) from updated)::int as updated,
               (select count(*) from posted)::int as posted,
               (select array_agg(user_id) from updated where user_id is not null) as user_ids`,
      );
      assertLedger(result, 'the transfer statement answers one row');
      if (!result.transfer_id) {
        const existing = await queryRows<{ id: string }>(
          tx,
          sql`select id from ledger_transfers where idempotency_key = ${idempotencyKey}`,
        );
        const id = existing[0]?.id;
        assertLedger(id, `transfer ${idempotencyKey} exists after a conflict`);
        return { transferId: id, applied: false };
      }
      // An account missing, or in another currency, changed nothing: the throw rolls the transfer back.
      assertLedger(
        result.updated === options.postings.length && result.posted === options.postings.length,
        `every account of transfer ${idempotencyKey} exists in ${currency}`,
      );
      walletsChanged(result.user_ids ?? []);
      return { transferId: result.transfer_id, applied: true };
    });
  } catch (error) {
    const constraint = checkViolationConstraint(error);
    if (constraint === 'ledger_accounts_player_balance_covers_held') throw insufficientFunds();
    throw error;
  }
}
