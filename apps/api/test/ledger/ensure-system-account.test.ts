import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { summarizeLedger } from '../../src/domain/admin/summarize-ledger.ts';
import { ensureSystemAccount } from '../../src/domain/ledger/ensure-system-account.ts';
import { HOUSE_SHARDS } from '../../src/domain/ledger/house-shards.ts';
import { postTransfer } from '../../src/domain/ledger/post-transfer.ts';
import { createTestClock } from '../helpers/test-clock.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

// System accounts are created on first use and their ids remembered: a remembered id must always be a row that
// exists. The house of a currency is several rows, and what the operator sees is their sum.

const clock = createTestClock();

describe('ensureSystemAccount', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const exists = async (id: string) =>
    (await queryRows<{ id: string }>(database.db, sql`select id from ledger_accounts where id = ${id}`)).length === 1;

  it('never remembers an account created by a transaction that rolled back', async () => {
    let created = '';
    await expect(
      database.db.transaction(async (tx) => {
        created = await ensureSystemAccount({ db: tx, clock, kind: 'house', currency: 'GBP', shard: 3 });
        // Asked again in the same transaction, it is the same row.
        expect(await ensureSystemAccount({ db: tx, clock, kind: 'house', currency: 'GBP', shard: 3 })).toBe(created);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await exists(created)).toBe(false);

    const again = await ensureSystemAccount({ db: database.db, clock, kind: 'house', currency: 'GBP', shard: 3 });
    expect(again).not.toBe(created);
    expect(await exists(again)).toBe(true);
    // Inside a later transaction, the remembered id is the committed row.
    await database.db.transaction(async (tx) => {
      expect(await ensureSystemAccount({ db: tx, clock, kind: 'house', currency: 'GBP', shard: 3 })).toBe(again);
    });
  });

  it('gives each house shard a row of its own, and refuses a shard that does not exist', async () => {
    const ids = new Set<string>();
    for (let shard = 0; shard < HOUSE_SHARDS; shard += 1) {
      ids.add(await ensureSystemAccount({ db: database.db, clock, kind: 'house', currency: 'EUR', shard }));
    }
    expect(ids.size).toBe(HOUSE_SHARDS);
    expect(await ensureSystemAccount({ db: database.db, clock, kind: 'house', currency: 'EUR' })).toBe(
      await ensureSystemAccount({ db: database.db, clock, kind: 'house', currency: 'EUR', shard: 0 }),
    );
    await expect(
      ensureSystemAccount({ db: database.db, clock, kind: 'house', currency: 'EUR', shard: HOUSE_SHARDS }),
    ).rejects.toThrow(/no shard/);
    await expect(
      ensureSystemAccount({ db: database.db, clock, kind: 'house_fx', currency: 'EUR', shard: 1 }),
    ).rejects.toThrow(/no shard/);
  });

  it("shows the operator one house per currency: its shards' balances summed", async () => {
    const first = await ensureSystemAccount({ db: database.db, clock, kind: 'house', currency: 'NGN', shard: 1 });
    const second = await ensureSystemAccount({ db: database.db, clock, kind: 'house', currency: 'NGN', shard: 2 });
    await postTransfer({
      db: database.db,
      clock,
      idempotencyKey: 'between-shards',
      kind: 'test',
      currency: 'NGN',
      postings: [
        { accountId: first, amount: -250n },
        { accountId: second, amount: 100n },
        {
          accountId: await ensureSystemAccount({ db: database.db, clock, kind: 'house_fx', currency: 'NGN' }),
          amount: 150n,
        },
      ],
    });
    const summary = await summarizeLedger({ db: database.db });
    const aud = summary.systemAccounts.filter((account) => account.currency === 'NGN');
    expect(aud.map((account) => [account.kind, account.balance.minor])).toEqual([
      ['house', -150n],
      ['house_fx', 150n],
    ]);
    expect(summary.problems).toEqual([]);
  });
});
