import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { DomainError } from '../../src/domain/domain-error.ts';
import { ensureSystemAccount } from '../../src/domain/ledger/ensure-system-account.ts';
import { INSUFFICIENT_FUNDS_MESSAGE } from '../../src/domain/ledger/ledger-errors.ts';
import { placeHold } from '../../src/domain/ledger/place-hold.ts';
import { HOUSE_SHARDS, houseShardOf } from '../../src/domain/ledger/house-shards.ts';
import { postTransfer } from '../../src/domain/ledger/post-transfer.ts';
import { placeGameStake } from '../../src/domain/wallets/place-game-stake.ts';
import { settleGameStake } from '../../src/domain/wallets/settle-game-stake.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import {
  fundedPlayer,
  newIdempotencyKey,
  playerWithWallet,
  startFunding,
  checkoutIdOf,
  walletOf,
} from '../helpers/money.ts';
import { postSandboxWebhook, sandboxEventBody } from '../helpers/sandbox-webhook.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

// Real concurrency needs real connections: PGlite runs one statement at a time, so these run only on
// PostgreSQL (the app's pool holds 10 connections).
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
if (!onPostgres) {
  console.info(
    'ledger concurrency tests skipped: they need TEST_DB_DRIVER=postgres (npx vitest run --project api-postgres)',
  );
}

describe.skipIf(!onPostgres)('ledger under real concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ buildOptions: { payments: { sweepIntervalMs: 0 } } });
  });
  afterAll(() => t.close());

  it('50 simultaneous holds against a wallet that covers 10 succeed exactly 10 times', async () => {
    const { wallet, client, user } = await fundedPlayer(t, 100);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        placeHold({
          db: t.database.db,
          clock: t.clock,
          accountId: wallet.id,
          amount: 1_000n,
          idempotencyKey: `race-${wallet.id}-${index}`,
        }),
      ),
    );
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(fulfilled).toHaveLength(10);
    for (const result of refused) {
      expect(result.reason).toBeInstanceOf(DomainError);
      expect((result.reason as DomainError).message).toBe(INSUFFICIENT_FUNDS_MESSAGE);
    }
    expect(await walletOf(client, user.id, wallet.id)).toMatchObject({
      balance: { value: 100 },
      available: { value: 0 },
    });
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('20 simultaneous deliveries of one webhook credit once', async () => {
    const player = await playerWithWallet(t);
    const funding = await startFunding(player.client, player.user.id, player.wallet.id, 42.42);
    const body = sandboxEventBody({
      type: 'checkout.paid',
      checkoutId: checkoutIdOf(funding.paymentLink),
      amount: '4242',
      currency: 'USD',
    });
    const responses = await Promise.all(Array.from({ length: 20 }, () => postSandboxWebhook(t, body)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(responses.filter((response) => response.body.data.outcome === 'credited')).toHaveLength(1);
    expect((await walletOf(player.client, player.user.id, player.wallet.id))?.balance.value).toBe(42.42);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('concurrent fund requests with one idempotency key make one transaction', async () => {
    const { client, user, wallet } = await playerWithWallet(t);
    const body = { idempotencyKey: newIdempotencyKey(), walletId: wallet.id, amount: { value: 5, currency: 'USD' } };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => client.post(`/api/users/${user.id}/fund`, body)),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 200)).toHaveLength(19);
    expect(new Set(responses.map((response) => response.body.data.transactionId)).size).toBe(1);
    expect(new Set(responses.map((response) => response.body.data.paymentLink)).size).toBe(1);
    const [count] = await queryRows<{ count: string }>(
      t.database.db,
      sql`select count(*)::text as count from money_transactions where user_id = ${user.id}`,
    );
    expect(count?.count).toBe('1');
    const [checkouts] = await queryRows<{ count: string }>(
      t.database.db,
      sql`select count(*)::text as count from sandbox_checkouts where merchant_reference = ${responses[0]!.body.data.transactionId}`,
    );
    expect(checkouts?.count).toBe('1');
  });

  it('transfers crossing the same accounts in opposite directions never deadlock (accounts lock in id order)', async () => {
    const a = await fundedPlayer(t, 50);
    const b = await fundedPlayer(t, 50);
    const transfers = Array.from({ length: 40 }, (_, index) => {
      const [from, to] = index % 2 === 0 ? [a.wallet.id, b.wallet.id] : [b.wallet.id, a.wallet.id];
      return postTransfer({
        db: t.database.db,
        clock: t.clock,
        idempotencyKey: `swap-${a.wallet.id}-${index}`,
        kind: 'test',
        currency: 'USD',
        postings: [
          { accountId: from, amount: -100n },
          { accountId: to, amount: 100n },
        ],
      });
    });
    const results = await Promise.allSettled(transfers);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect((await walletOf(a.client, a.user.id, a.wallet.id))?.balance.value).toBe(50);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('transfers queued on one wallet each apply to the balance the one before left (no lost update)', async () => {
    const a = await fundedPlayer(t, 10);
    const house = await ensureSystemAccount({ db: t.database.db, clock: t.clock, kind: 'house', currency: 'USD' });
    // Amounts 1..30 cents, in both directions: any transfer that changed the wallet from a balance read before its
    // wait for the lock would lose the one it waited for, and the sum would be off.
    const amounts = Array.from({ length: 30 }, (_, index) => BigInt(index + 1));
    const results = await Promise.allSettled(
      amounts.map((amount, index) => {
        const signed = index % 3 === 0 ? -amount : amount;
        return postTransfer({
          db: t.database.db,
          clock: t.clock,
          idempotencyKey: `queue-${a.wallet.id}-${index}`,
          kind: 'test',
          currency: 'USD',
          postings: [
            { accountId: a.wallet.id, amount: signed },
            { accountId: house, amount: -signed },
          ],
        });
      }),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const net = amounts.reduce((sum, amount, index) => sum + (index % 3 === 0 ? -amount : amount), 0n);
    expect((await walletOf(a.client, a.user.id, a.wallet.id))?.balance.value).toBe(10 + Number(net) / 100);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('a transfer whose key was already used locks none of its accounts', async () => {
    const a = await fundedPlayer(t, 10);
    const house = await ensureSystemAccount({ db: t.database.db, clock: t.clock, kind: 'house', currency: 'USD' });
    const transfer = () =>
      postTransfer({
        db: t.database.db,
        clock: t.clock,
        idempotencyKey: `used-${a.wallet.id}`,
        kind: 'test',
        currency: 'USD',
        postings: [
          { accountId: a.wallet.id, amount: -100n },
          { accountId: house, amount: 100n },
        ],
      });
    const first = await transfer();
    let releaseLock!: () => void;
    const lockHeld = new Promise<void>((resolve) => {
      releaseLock = resolve;
    });
    let lockTaken!: () => void;
    const taken = new Promise<void>((resolve) => {
      lockTaken = resolve;
    });
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ledger_accounts where id = ${a.wallet.id} for update`);
      lockTaken();
      await lockHeld;
    });
    await taken;
    try {
      const again = await Promise.race([
        transfer(),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000)),
      ]);
      expect(again).toEqual({ transferId: first.transferId, applied: false });
    } finally {
      releaseLock();
      await holder;
    }
    expect((await walletOf(a.client, a.user.id, a.wallet.id))?.balance.value).toBe(9);
  });

  it('concurrent overdrafts through transfers are refused by the database, not only by code', async () => {
    const a = await fundedPlayer(t, 10);
    const house = await ensureSystemAccount({ db: t.database.db, clock: t.clock, kind: 'house', currency: 'USD' });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        postTransfer({
          db: t.database.db,
          clock: t.clock,
          idempotencyKey: `drain-${a.wallet.id}-${index}`,
          kind: 'test',
          currency: 'USD',
          postings: [
            { accountId: a.wallet.id, amount: -300n },
            { accountId: house, amount: 300n },
          ],
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect((await walletOf(a.client, a.user.id, a.wallet.id))?.balance.value).toBe(1);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('settlements racing on one house row and one wallet, each sent twice, never deadlock and pay once', async () => {
    // A house row whose id sorts before the wallet's: a transfer between the two locks the house first, so a
    // settlement that locked the wallet first would wait on it in a circle (PostgreSQL orders uuids as their text).
    const houses = await Promise.all(
      Array.from({ length: HOUSE_SHARDS }, (_, shard) =>
        ensureSystemAccount({ db: t.database.db, clock: t.clock, kind: 'house', currency: 'USD', shard }),
      ),
    );
    // Ids are random: one wallet in seventeen sorts before every house row, so take players until one does not.
    let player = await fundedPlayer(t, 100);
    for (let tries = 1; tries < 10 && !houses.some((id) => id < player.wallet.id); tries += 1) {
      player = await fundedPlayer(t, 100);
    }
    const shard = houses.findIndex((id) => id < player.wallet.id);
    expect(shard).toBeGreaterThanOrEqual(0);
    const house = houses[shard]!;
    // Twenty games whose money goes through that house row: every settlement locks it and the wallet.
    const gameIds: string[] = [];
    while (gameIds.length < 20) {
      const gameId = randomUUID();
      if (houseShardOf(gameId) === shard) gameIds.push(gameId);
    }
    const base = { db: t.database.db, clock: t.clock, userId: player.user.id };
    for (const gameId of gameIds) await placeGameStake({ ...base, walletId: player.wallet.id, gameId, amount: 200n });
    const payoutOf = (index: number) => (index % 2 === 0 ? 350n : 0n);
    const settle = (gameId: string, index: number) =>
      settleGameStake({
        ...base,
        currency: 'USD',
        gameId,
        payout: payoutOf(index),
        won: payoutOf(index) > 0n,
        answered: 5,
        correct: payoutOf(index) > 0n ? 5 : 1,
        endedAt: t.clock.now(),
      });
    // Meanwhile transfers between the wallet and that house row lock both (in id order), both ways.
    const beside = Array.from({ length: 20 }, (_, index) => {
      const amount = index % 2 === 0 ? -100n : 100n;
      return postTransfer({
        db: t.database.db,
        clock: t.clock,
        idempotencyKey: `beside-${gameIds[index]}`,
        kind: 'test',
        currency: 'USD',
        postings: [
          { accountId: player.wallet.id, amount },
          { accountId: house, amount: -amount },
        ],
      });
    });
    const results = await Promise.allSettled([
      ...gameIds.flatMap((id, index) => [settle(id, index), settle(id, index)]),
      ...beside,
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    // 100 − 20 × 2 staked + 10 × 3.50 won; the transfers out and back cancel out.
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      balance: { value: 95 },
      available: { value: 95 },
    });
    const [counts] = await queryRows<{ captures: number; winnings: number; games: number }>(
      t.database.db,
      sql`select (select count(*)::int from ledger_transfers where kind = 'gameStake'
                   and idempotency_key in (select 'hold:' || hold_id || ':capture' from money_transactions
                                            where user_id = ${player.user.id} and type = 'gameStake')) as captures,
                 (select count(*)::int from money_transactions where user_id = ${player.user.id} and type = 'winnings')
                   as winnings,
                 (select games from player_totals where user_id = ${player.user.id}) as games`,
    );
    expect(counts).toEqual({ captures: 20, winnings: 10, games: 20 });
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
