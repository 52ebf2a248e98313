import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryPrepared, queryTextPrepared, type NumberedSql } from '../../db/query-prepared.ts';
import { queryRows } from '../../db/query-rows.ts';
import { checkViolationConstraint } from '../../db/check-violation.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertLedger } from './assert-ledger.ts';
import { insufficientFunds } from './ledger-errors.ts';
import type { TransferInput, TransferResult } from './ledger-types.ts';
import { walletsChanged } from './wallet-changes.ts';

export interface PostTransferOptions extends TransferInput {
  /** A database (the transfer is its own transaction) or a transaction (the transfer is one statement of it). */
  db: AppDatabase;
  clock: Clock;
  /**
   * WITH steps of the caller's that must happen with the transfer, run in its own statement (one round trip less,
   * and no round trip between the accounts' locks and the caller's next step): `name as (statement)`, comma
   * separated. In their text the transfer's id is `(select id from transfer)`, which is empty when the key was
   * already used (a step that must not run then says `exists (select 1 from transfer)`), and its time is `$4`;
   * their own parameters are numbered from `firstParam`. The rows of the step named `also` are counted in the
   * result's `alsoWritten`.
   */
  alsoWrite?: (firstParam: number) => NumberedSql;
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

/** Transfers of up to this many postings run as named prepared statements, one per posting count. */
const MAX_PREPARED_POSTINGS = 8;
const PARAMS_BEFORE_POSTINGS = 4;
const PARAMS_PER_POSTING = 3;
const transferStatements = new Map<number, string>();

/**
 * The one statement that applies a transfer of `postingCount` postings. Parameters: $1 idempotency key,
 * $2 currency, $3 kind, $4 created at, then (account id, amount, held delta) per posting.
 *
 * `updated` changes the accounts through `ledger_apply_postings` (migration 0022): one UPDATE per account, in id
 * order, so the locks are taken in id order, and a transfer that waited for a busy wallet re-checks one index scan
 * instead of setting up every step of this statement again (performance note 0045). Nothing is locked
 * or written when the idempotency key was already used (`transfer` is empty: the function is behind a one-time
 * filter). Every posting is inserted, so the composite foreign key (account, currency) refuses the whole statement
 * when an account is missing or in another currency: the accounts `updated` changes (same id and currency) are
 * then exactly the postings' accounts.
 */
function transferStatement(postingCount: number): string {
  const cached = transferStatements.get(postingCount);
  if (cached) return cached;
  const text = transferStatementWith(postingCount);
  if (postingCount <= MAX_PREPARED_POSTINGS) transferStatements.set(postingCount, text);
  return text;
}

/** The transfer's statement, with a caller's WITH steps (`alsoWrite`) after its own when given. */
function transferStatementWith(postingCount: number, also?: string): string {
  const params = Array.from({ length: postingCount }, (_, index) => {
    const first = PARAMS_BEFORE_POSTINGS + index * PARAMS_PER_POSTING + 1;
    return { account: `$${first}::uuid`, amount: `$${first + 1}::bigint`, held: `$${first + 2}::bigint` };
  });
  const rows = params.map(({ account, amount, held }) => `(${account}, ${amount}, ${held})`);
  const column = (key: 'account' | 'amount' | 'held') => `array[${params.map((param) => param[key]).join(', ')}]`;
  return `
    with transfer as (
      insert into ledger_transfers (idempotency_key, currency, kind, created_at)
      values ($1::text, $2::text, $3::text, $4::timestamptz)
      on conflict (idempotency_key) do nothing
      returning id
    ),
    postings (account_id, amount, held_delta) as (values ${rows.join(', ')}),
    updated as (
      select user_id
        from ledger_apply_postings($2::text, ${column('account')}, ${column('amount')}, ${column('held')}) as user_id
       where exists (select 1 from transfer)
    ),
    posted as (
      insert into ledger_postings (transfer_id, account_id, currency, amount)
      select transfer.id, postings.account_id, $2::text, postings.amount from transfer, postings
    )${also ? `, ${also}` : ''}
    select (select id from transfer) as transfer_id,
           (select array_agg(user_id) from updated where user_id is not null) as user_ids${
             also ? ', (select count(*) from also)::int as also_written' : ''
           }`;
}

/** The first parameter number of a transfer's `alsoWrite` steps: after the key, currency, kind, time and postings. */
const alsoWriteFirstParam = (postingCount: number) => PARAMS_BEFORE_POSTINGS + postingCount * PARAMS_PER_POSTING + 1;

/** Runs the transfer's statement on `db` (a connection in autocommit, or the caller's transaction). */
async function applyTransfer(db: AppDatabase, options: PostTransferOptions, now: string): Promise<TransferResult> {
  const { idempotencyKey, currency, kind, postings } = options;
  const params: unknown[] = [idempotencyKey, currency, kind, now];
  for (const posting of postings) {
    params.push(posting.accountId, posting.amount.toString(), (posting.heldDelta ?? 0n).toString());
  }
  const [result] = await runTransferStatement(db, postings.length, params, options.alsoWrite);
  assertLedger(result, 'the transfer statement answers one row');
  const alsoWritten = result.also_written ?? undefined;
  if (result.transfer_id) {
    walletsChanged(db, result.user_ids ?? []);
    return { transferId: result.transfer_id, applied: true, ...(alsoWritten === undefined ? {} : { alsoWritten }) };
  }
  // The key was used. ON CONFLICT waited for the transaction holding it, which has committed by now, so a
  // statement of our own sees the row even when this one's snapshot was taken before that commit.
  const existing = await queryRows<{ id: string }>(
    db,
    sql`select id from ledger_transfers where idempotency_key = ${idempotencyKey}`,
  );
  const id = existing[0]?.id;
  assertLedger(id, `transfer ${idempotencyKey} exists after a conflict`);
  return { transferId: id, applied: false, ...(alsoWritten === undefined ? {} : { alsoWritten }) };
}

interface TransferStatementRow {
  transfer_id: string | null;
  user_ids: string[] | null;
  also_written?: number;
}

/**
 * Sends the transfer's statement: by posting count under a fixed name, or, with a caller's steps, named by its text
 * (a caller's steps have one text per call site, so they stay prepared too).
 */
function runTransferStatement(
  db: AppDatabase,
  postingCount: number,
  params: unknown[],
  alsoWrite: PostTransferOptions['alsoWrite'],
): Promise<TransferStatementRow[]> {
  if (alsoWrite) {
    const also = alsoWrite(alsoWriteFirstParam(postingCount));
    return queryTextPrepared(db, transferStatementWith(postingCount, also.text), [...params, ...also.params]);
  }
  const name = postingCount <= MAX_PREPARED_POSTINGS ? `ledger_post_transfer_${postingCount}` : undefined;
  return queryPrepared(db, name, transferStatement(postingCount), params);
}

/**
 * Applies one transfer exactly once: the transfer row (unique idempotency key), its postings, and the cached
 * balances of its accounts, in one statement. Its accounts are locked in id order before any is changed, so two
 * transfers over the same accounts cannot deadlock. A player wallet that would go below zero (or below what it
 * holds) is refused by the database's CHECK and answers "insufficient funds"; a transfer whose postings do not
 * balance is refused by the ledger's constraint triggers.
 *
 * Given a database, the statement runs alone in autocommit: one round trip, its deferred checks run at its own
 * commit, and its accounts stay locked for no client round trip. Given a transaction, it is one statement of it
 * and commits or rolls back with it; a refused transfer aborts that transaction, as any failed statement does
 * (a caller that goes on after a refusal opens a savepoint around it, as renew-due-subscriptions.ts does).
 */
export async function postTransfer(options: PostTransferOptions): Promise<TransferResult> {
  assertBalancedPostings(options);
  const now = options.clock.now().toISOString();
  try {
    return await applyTransfer(options.db, options, now);
  } catch (error) {
    const constraint = checkViolationConstraint(error);
    if (constraint === 'ledger_accounts_player_balance_covers_held') throw insufficientFunds();
    throw error;
  }
}
