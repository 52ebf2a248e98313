import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import type { NumberedSql } from '../../src/db/query-prepared.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { DomainError } from '../../src/domain/domain-error.ts';
import { ensureSystemAccount } from '../../src/domain/ledger/ensure-system-account.ts';
import { INSUFFICIENT_FUNDS_MESSAGE } from '../../src/domain/ledger/ledger-errors.ts';
import { postTransfer } from '../../src/domain/ledger/post-transfer.ts';
import { createWallet } from '../../src/domain/wallets/create-wallet.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { createTestClock } from '../helpers/test-clock.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

// postTransfer runs alone in autocommit when given the database, and as one statement of a caller's transaction
// when given one. Both ways must refuse what the ledger forbids without leaving a trace; in a transaction a
// refusal aborts it (everything the caller wrote is undone), unless the caller put a savepoint around the call,
// and the caller's rollback undoes the transfer.

const clock = createTestClock();

/** The constraint a database error names, looked for on the error and the causes Drizzle wraps it in. */
async function refusedBy(action: Promise<unknown>): Promise<string | undefined> {
  const error = await action.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeDefined();
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { constraint } = current as { constraint?: unknown };
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

describe('postTransfer', () => {
  let database: DatabaseHandle;
  let house: string;
  let player = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    house = await ensureSystemAccount({ db: database.db, clock, kind: 'house', currency: 'USD' });
  });
  afterAll(() => database.close());

  async function newWallet(currency: 'USD' | 'EUR' = 'USD'): Promise<string> {
    player += 1;
    const now = clock.now().toISOString();
    const [user] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into users (first_name, last_name, username, email, password_hash, date_of_birth, created_at, updated_at)
          values ('P', 'Q', ${`post_${player}`}, ${`post_${player}@example.com`}, 'x', '1990-01-01', ${now}, ${now})
          returning id`,
    );
    const { wallet } = await createWallet({ db: database.db, clock, userId: user!.id, currency, makeDefault: false });
    return wallet.id;
  }

  async function balanceOf(accountId: string): Promise<bigint> {
    const [row] = await queryRows<{ balance: string }>(
      database.db,
      sql`select balance::text as balance from ledger_accounts where id = ${accountId}`,
    );
    return BigInt(row!.balance);
  }

  async function transfersWithKey(key: string): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from ledger_transfers where idempotency_key = ${key}`,
    );
    return row!.count;
  }

  const fund = (walletId: string, amount: bigint, key: string, alsoWrite?: (firstParam: number) => NumberedSql) =>
    postTransfer({
      db: database.db,
      clock,
      idempotencyKey: key,
      kind: 'test',
      currency: 'USD',
      postings: [
        { accountId: house, amount: -amount },
        { accountId: walletId, amount },
      ],
      ...(alsoWrite ? { alsoWrite } : {}),
    });

  it('applies a transfer once per idempotency key and answers the first transfer again', async () => {
    const wallet = await newWallet();
    const first = await fund(wallet, 500n, 'once-1');
    const again = await fund(wallet, 500n, 'once-1');
    expect(first.applied).toBe(true);
    expect(again).toEqual({ transferId: first.transferId, applied: false });
    expect(await balanceOf(wallet)).toBe(500n);
    expect(await auditLedger(database.db)).toEqual([]);
  });

  it('refuses an account in another currency, or one that does not exist, and writes nothing', async () => {
    const euros = await newWallet('EUR');
    expect(await refusedBy(fund(euros, 100n, 'currency-1'))).toBe('ledger_postings_account_fk');
    expect(await refusedBy(fund('00000000-0000-4000-8000-000000000000', 100n, 'missing-1'))).toBe(
      'ledger_postings_account_fk',
    );
    expect(await transfersWithKey('currency-1')).toBe(0);
    expect(await transfersWithKey('missing-1')).toBe(0);
    expect(await balanceOf(euros)).toBe(0n);
    expect(await auditLedger(database.db)).toEqual([]);
  });

  it('answers insufficient funds when a wallet would go below zero, and writes nothing', async () => {
    const wallet = await newWallet();
    await fund(wallet, 100n, 'short-fund');
    const overdraw = postTransfer({
      db: database.db,
      clock,
      idempotencyKey: 'short-1',
      kind: 'test',
      currency: 'USD',
      postings: [
        { accountId: wallet, amount: -101n },
        { accountId: house, amount: 101n },
      ],
    });
    await expect(overdraw).rejects.toThrow(INSUFFICIENT_FUNDS_MESSAGE);
    expect(await transfersWithKey('short-1')).toBe(0);
    expect(await balanceOf(wallet)).toBe(100n);
  });

  it("inside a caller's transaction: a refusal aborts it, and nothing the caller wrote stays", async () => {
    const wallet = await newWallet();
    const before = await balanceOf(house);
    const aborted = database.db.transaction(async (tx) => {
      await postTransfer({
        db: tx,
        clock,
        idempotencyKey: 'joined-applied',
        kind: 'test',
        currency: 'USD',
        postings: [
          { accountId: house, amount: -5n },
          { accountId: wallet, amount: 5n },
        ],
      });
      await postTransfer({
        db: tx,
        clock,
        idempotencyKey: 'joined-refused',
        kind: 'test',
        currency: 'USD',
        postings: [
          { accountId: wallet, amount: -6n },
          { accountId: house, amount: 6n },
        ],
      });
    });
    await expect(aborted).rejects.toThrow(INSUFFICIENT_FUNDS_MESSAGE);
    expect(await transfersWithKey('joined-applied')).toBe(0);
    expect(await transfersWithKey('joined-refused')).toBe(0);
    expect(await balanceOf(wallet)).toBe(0n);
    expect(await balanceOf(house)).toBe(before);
    expect(await auditLedger(database.db)).toEqual([]);
  });

  it("inside a caller's savepoint: a refusal leaves the transaction usable, and its rollback undoes the transfer", async () => {
    const wallet = await newWallet();
    const before = await balanceOf(house);
    const rolledBack = database.db.transaction(async (tx) => {
      const refused = await tx
        .transaction((savepoint) =>
          postTransfer({
            db: savepoint,
            clock,
            idempotencyKey: 'nested-refused',
            kind: 'test',
            currency: 'USD',
            postings: [
              { accountId: wallet, amount: -1n },
              { accountId: house, amount: 1n },
            ],
          }),
        )
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DomainError);
      // The savepoint rolled back alone: the caller's transaction still takes a transfer.
      const applied = await postTransfer({
        db: tx,
        clock,
        idempotencyKey: 'nested-applied',
        kind: 'test',
        currency: 'USD',
        postings: [
          { accountId: house, amount: -7n },
          { accountId: wallet, amount: 7n },
        ],
      });
      expect(applied.applied).toBe(true);
      const [inside] = await queryRows<{ balance: string }>(
        tx,
        sql`select balance::text as balance from ledger_accounts where id = ${wallet}`,
      );
      expect(inside!.balance).toBe('7');
      throw new Error('caller gives up');
    });
    await expect(rolledBack).rejects.toThrow('caller gives up');
    expect(await transfersWithKey('nested-applied')).toBe(0);
    expect(await balanceOf(wallet)).toBe(0n);
    expect(await balanceOf(house)).toBe(before);
    expect(await auditLedger(database.db)).toEqual([]);
  });

  /** The user who owns a wallet. */
  async function ownerOf(walletId: string): Promise<string> {
    const [row] = await queryRows<{ user_id: string }>(
      database.db,
      sql`select user_id from wallets where id = ${walletId}`,
    );
    return row!.user_id;
  }

  async function userRow(userId: string): Promise<{ last_name: string; updated_ms: string }> {
    const [row] = await queryRows<{ last_name: string; updated_ms: string }>(
      database.db,
      sql`select last_name, (extract(epoch from updated_at) * 1000)::bigint::text as updated_ms
            from users where id = ${userId}`,
    );
    return row!;
  }

  /** A caller's step that writes the transfer's id and time into the wallet owner's row, only when it applies. */
  const markOwner =
    (userId: string) =>
    (firstParam: number): NumberedSql => ({
      text: `also as (
        update users set last_name = (select id::text from transfer), updated_at = $4::timestamptz
         where id = $${firstParam}::uuid and exists (select 1 from transfer)
        returning id)`,
      params: [userId],
    });

  it("runs a caller's steps in its statement, with the transfer's id and time, once per idempotency key", async () => {
    const wallet = await newWallet();
    const owner = await ownerOf(wallet);
    const first = await fund(wallet, 250n, 'also-1', markOwner(owner));
    expect(first).toEqual({ transferId: first.transferId, applied: true, alsoWritten: 1 });
    expect(await userRow(owner)).toEqual({
      last_name: first.transferId,
      updated_ms: String(clock.now().getTime()),
    });
    const again = await fund(wallet, 250n, 'also-1', markOwner(owner));
    expect(again).toEqual({ transferId: first.transferId, applied: false, alsoWritten: 0 });
    expect(await balanceOf(wallet)).toBe(250n);
    expect(await auditLedger(database.db)).toEqual([]);
  });

  it("refuses the whole transfer when a caller's step fails, and writes nothing", async () => {
    const wallet = await newWallet();
    const owner = await ownerOf(wallet);
    const before = await balanceOf(house);
    // Breaks the users' NOT NULL: the statement fails after the transfer's own steps have run.
    const failing = fund(wallet, 75n, 'also-failing', (firstParam) => ({
      text: `also as (update users set email = null where id = $${firstParam}::uuid returning id)`,
      params: [owner],
    }));
    await expect(failing).rejects.toThrow();
    expect(await transfersWithKey('also-failing')).toBe(0);
    expect(await balanceOf(wallet)).toBe(0n);
    expect(await balanceOf(house)).toBe(before);
    expect(await auditLedger(database.db)).toEqual([]);
  });

  it('applies transfers of more postings than are prepared by name', async () => {
    const wallets = await Promise.all(Array.from({ length: 11 }, () => newWallet()));
    const result = await postTransfer({
      db: database.db,
      clock,
      idempotencyKey: 'wide-1',
      kind: 'test',
      currency: 'USD',
      postings: [{ accountId: house, amount: -110n }, ...wallets.map((accountId) => ({ accountId, amount: 10n }))],
    });
    expect(result.applied).toBe(true);
    for (const wallet of wallets) expect(await balanceOf(wallet)).toBe(10n);
    expect(await auditLedger(database.db)).toEqual([]);
  });
});
