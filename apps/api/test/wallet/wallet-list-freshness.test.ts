// Issue 14: the wallet list is served from memory (decision 0024), and must never show a player an old balance
// once a change has committed: not their own (at once), not one made by another process or by hand in SQL
// (within the notice's few milliseconds), and not while the notices are not being heard.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { waitFor } from '../game/game-test-kit.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { fundedPlayer, newIdempotencyKey, playerWithWallet, walletOf } from '../helpers/money.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
/** How soon another process's change must show: the notice's delivery, with room for a busy machine. */
const NOTICE_BOUND_MS = 2_000;

describe('wallet balances read from memory stay fresh', () => {
  let t: TestApp;
  /**
   * SQL by hand in one transaction, on another connection, as another API process or an operator's psql would
   * send it (PGlite is this one process: the same statements, with no help from the app's code).
   */
  let byHand: { transaction(statements: Array<[string, unknown[]]>): Promise<void>; close(): Promise<void> };
  beforeAll(async () => {
    t = await startTestApp();
    if (onPostgres) {
      const client = new pg.Client({ connectionString: t.database.url });
      await client.connect();
      byHand = {
        async transaction(statements) {
          await client.query('begin');
          for (const [text, values] of statements) await client.query(text, values);
          await client.query('commit');
        },
        close: () => client.end(),
      };
    } else {
      const literal = (values: unknown[]) => (_match: string, index: string) =>
        `'${String(values[Number(index) - 1])}'`;
      byHand = {
        transaction: (statements) =>
          t.database.db.transaction(async (tx) => {
            for (const [text, values] of statements)
              await tx.execute(sql.raw(text.replace(/\$(\d+)/g, literal(values))));
          }),
        close: async () => undefined,
      };
    }
  });
  afterAll(async () => {
    await byHand?.close();
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  /** Moves `cents` between two player wallets. */
  async function moveByHand(from: string, to: string, cents: number) {
    await byHand.transaction([
      [
        `with transfer as (
           insert into ledger_transfers (idempotency_key, currency, kind, created_at)
           values ($1, 'USD', 'adjustment', now()) returning id)
         insert into ledger_postings (transfer_id, account_id, currency, amount)
         select transfer.id, p.account_id, 'USD', p.amount
           from transfer, (values ($2::uuid, -$4::bigint), ($3::uuid, $4::bigint)) as p (account_id, amount)`,
        [newIdempotencyKey(), from, to, cents],
      ],
      ['update ledger_accounts set balance = balance - $2::bigint where id = $1::uuid', [from, cents]],
      ['update ledger_accounts set balance = balance + $2::bigint where id = $1::uuid', [to, cents]],
    ]);
  }

  it("shows another process's change within the notice bound, for both players", async () => {
    const ada = await fundedPlayer(t, 50);
    const bob = await playerWithWallet(t);
    // Both lists are read (and remembered) before the change.
    expect(await walletOf(ada.client, ada.user.id, ada.wallet.id)).toMatchObject({ balance: { value: 50 } });
    expect(await walletOf(bob.client, bob.user.id, bob.wallet.id)).toMatchObject({ balance: { value: 0 } });
    await moveByHand(ada.wallet.id, bob.wallet.id, 700);
    const started = Date.now();
    await waitFor(
      async () => (await walletOf(ada.client, ada.user.id, ada.wallet.id))?.balance.value === 43,
      "Ada's new balance",
    );
    await waitFor(
      async () => (await walletOf(bob.client, bob.user.id, bob.wallet.id))?.balance.value === 7,
      "Bob's new balance",
    );
    expect(Date.now() - started).toBeLessThan(NOTICE_BOUND_MS);
  });

  it('never keeps a read that raced a change: after 20 changes amid reads, every list is the database', async () => {
    const ada = await fundedPlayer(t, 50);
    const bob = await playerWithWallet(t);
    const readers = [ada, bob].map((player) => () => walletOf(player.client, player.user.id, player.wallet.id));
    for (let round = 0; round < 20; round += 1) {
      const racing = Promise.all([...readers, ...readers].map((read) => read()));
      await moveByHand(ada.wallet.id, bob.wallet.id, 100);
      await racing;
    }
    const started = Date.now();
    await waitFor(
      async () => (await walletOf(ada.client, ada.user.id, ada.wallet.id))?.balance.value === 30,
      "Ada's balance after the last change",
    );
    expect(await walletOf(bob.client, bob.user.id, bob.wallet.id)).toMatchObject({ balance: { value: 20 } });
    expect(Date.now() - started).toBeLessThan(NOTICE_BOUND_MS);
  });

  it("shows a player's own change in the very next read", async () => {
    const ada = await fundedPlayer(t, 50);
    expect(await walletOf(ada.client, ada.user.id, ada.wallet.id)).toMatchObject({ balance: { value: 50 } });
    const second = await ada.client.post(`/api/users/${ada.user.id}/wallets`, {
      currency: 'EUR',
      entityType: 'personal',
      default: true,
    });
    expect(second.status).toBe(201);
    const listed = await ada.client.get(`/api/users/${ada.user.id}/wallets`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ currency: 'EUR', default: true }),
      expect.objectContaining({ currency: 'USD', default: false }),
    ]);
  });

  it.skipIf(!onPostgres)('reads through while the notices are not heard, and is fresh again after', async () => {
    const ada = await fundedPlayer(t, 50);
    const bob = await playerWithWallet(t);
    expect(await walletOf(ada.client, ada.user.id, ada.wallet.id)).toMatchObject({ balance: { value: 50 } });
    // Cut the app's LISTEN connection, as a database restart or a network blip would.
    await byHand.transaction([
      [
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'gom-listen' and pid <> pg_backend_pid()`,
        [],
      ],
    ]);
    await moveByHand(ada.wallet.id, bob.wallet.id, 500);
    await waitFor(
      async () => (await walletOf(ada.client, ada.user.id, ada.wallet.id))?.balance.value === 45,
      'the change made while no notice could be heard',
    );
    // Listening again: still the database's figure, and later changes still show.
    await waitFor(async () => {
      const [listeners] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from pg_stat_activity
             where datname = current_database() and application_name = 'gom-listen'`,
      );
      return (listeners?.n ?? 0) > 0;
    }, 'the LISTEN connection back');
    await moveByHand(ada.wallet.id, bob.wallet.id, 500);
    await waitFor(
      async () => (await walletOf(ada.client, ada.user.id, ada.wallet.id))?.balance.value === 40,
      'the change after listening again',
    );
  });
});
