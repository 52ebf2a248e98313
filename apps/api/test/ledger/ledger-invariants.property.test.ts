import { randomUUID } from 'node:crypto';
import type { CurrencyCode } from '@gom/contract/money';
import type { WithdrawalDestination } from '@gom/contract/withdrawals';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { DomainError } from '../../src/domain/domain-error.ts';
import { fundWallet } from '../../src/domain/payments/fund-wallet.ts';
import { handlePaymentEvent } from '../../src/domain/payments/handle-payment-event.ts';
import type { PaymentProvider } from '../../src/domain/payments/payment-provider.ts';
import { convertAmount } from '../../src/domain/fx/convert-amount.ts';
import type { FxRateProvider } from '../../src/domain/fx/fx-rate-provider.ts';
import {
  DEFAULT_FX_RATES,
  DEFAULT_FX_RATES_AS_OF,
  parseRates,
  type RateTable,
} from '../../src/domain/fx/rate-table.ts';
import { cancelWithdrawal } from '../../src/domain/payouts/cancel-withdrawal.ts';
import { handlePayoutEvent } from '../../src/domain/payouts/handle-payout-event.ts';
import { REFUND_ROUTE, type PayoutProvider } from '../../src/domain/payouts/payout-provider.ts';
import { requestWithdrawal } from '../../src/domain/payouts/request-withdrawal.ts';
import { executeTransfer } from '../../src/domain/transfers/execute-transfer.ts';
import { quoteTransfer } from '../../src/domain/transfers/quote-transfer.ts';
import { TRANSFER_QUOTE_TTL_MS } from '../../src/domain/transfers/transfer-constants.ts';
import { createWallet } from '../../src/domain/wallets/create-wallet.ts';
import { placeGameStake } from '../../src/domain/wallets/place-game-stake.ts';
import { releaseGameStake, settleGameStake } from '../../src/domain/wallets/settle-game-stake.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { createTestClock } from '../helpers/test-clock.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

// Random sequences of fundings (with duplicate webhooks), stakes, settlements (lost, or won with winnings),
// releases, transfers
// between a player's own wallets (some executed after their quote expired, some replayed) and withdrawals
// (completed, failed, cancelled or left open, with duplicate webhooks) and refunds back to card fundings (completed,
// failed or left open; never more than a funding paid), run
// against the real domain functions on a real database, then checked two ways: every ledger invariant
// from the rows themselves, and each wallet against a simple model of what it should hold.

const clock = createTestClock();

/** Checkouts without a network: the id is derived from our transaction id, as the provider's idempotency. */
const offlineProvider: PaymentProvider = {
  name: 'sandbox',
  supportsCurrency: () => true,
  createCheckout: async (request) => ({
    checkoutId: `offline_${request.transactionId}`,
    paymentLink: `https://pay.example/${request.transactionId}`,
    expiresAt: request.expiresAt,
  }),
  parseWebhook: () => ({ type: 'ignored', reason: 'offline' }),
  checkoutStatus: async () => ({ type: 'open' }),
};

const parsedRates = parseRates(DEFAULT_FX_RATES);
if ('problem' in parsedRates) throw new Error(parsedRates.problem);
const rateTable: RateTable = { perUsd: parsedRates.perUsd, asOf: new Date(DEFAULT_FX_RATES_AS_OF) };
const fixedRates: FxRateProvider = { name: 'fixed', currentRates: async () => rateTable };
const SPREAD_BASIS_POINTS = 150n;

/** Payouts without a network: accepted at once, cancellable until the webhook settles them. */
const offlinePayouts: PayoutProvider = {
  name: 'sandbox',
  supportsCurrency: () => true,
  destinationProblems: () => ({}),
  createPayout: async (request) => ({ payoutId: `offline_po_${request.transactionId}` }),
  cancelPayout: async () => true,
  parseWebhook: () => ({ type: 'ignored', reason: 'offline' }),
};

/** Refunds without a network: accepted at once, settled by the webhook; once asked, one cannot be called back. */
const offlineRefunds: PayoutProvider = {
  name: REFUND_ROUTE,
  supportsCurrency: () => true,
  destinationProblems: () => ({}),
  createPayout: async (request) => ({ payoutId: `offline_re_${request.transactionId}` }),
  cancelPayout: async () => false,
  parseWebhook: () => ({ type: 'ignored', reason: 'offline' }),
};
const CLOSED_LOOP = { provider: 'sandbox', windowDays: 180 } as const;

/** Wallets 0 and 1 belong to one player, 2 and 3 to another: transfers stay within a player. */
const WALLET_CURRENCIES: readonly CurrencyCode[] = ['USD', 'EUR', 'USD', 'USDT'];
const OTHER_WALLET_OF_PLAYER: readonly number[] = [1, 0, 3, 2];
const currencyOf = (wallet: number): CurrencyCode => WALLET_CURRENCIES[wallet] ?? 'USD';
/** A fiat cent count as minor units of the wallet's currency (stablecoins have 6 decimals). */
const toMinor = (wallet: number, cents: number) => BigInt(cents) * (currencyOf(wallet) === 'USDT' ? 10_000n : 1n);

type Operation =
  | {
      kind: 'fund';
      wallet: number;
      cents: number;
      deliveries: number;
      outcome: 'completed' | 'failed' | 'expired';
      /** Paid by card: it can take money back (a refund); otherwise by bank transfer. */
      card: boolean;
    }
  | { kind: 'stake'; wallet: number; cents: number }
  /** A played game's settlement: its stake to the house and `cents` back to the wallet (0: the game was lost). */
  | { kind: 'settle'; stake: number; cents: number; repeat: boolean }
  | { kind: 'release'; stake: number; repeat: boolean }
  | { kind: 'transfer'; wallet: number; cents: number; expire: boolean; replay: boolean }
  | {
      kind: 'withdraw';
      wallet: number;
      cents: number;
      outcome: 'completed' | 'failed' | 'cancelled' | 'open';
      deliveries: number;
    }
  /** Money back to one of the completed fundings (by index), by the payment provider's refund. */
  | { kind: 'refund'; funding: number; cents: number; outcome: 'completed' | 'failed' | 'open'; deliveries: number };

const cents = fc.integer({ min: 1, max: 50_000 });
// Stakes smaller than fundings, so that many fit, some do not, and holds stack up on one wallet.
const stakeCents = fc.integer({ min: 1_000, max: 20_000 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('fund' as const),
    wallet: fc.nat(3),
    cents,
    deliveries: fc.integer({ min: 1, max: 3 }),
    outcome: fc.constantFrom('completed' as const, 'completed' as const, 'failed' as const, 'expired' as const),
    card: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('refund' as const),
    funding: fc.nat(20),
    cents: fc.integer({ min: 1, max: 45_000 }),
    outcome: fc.constantFrom('completed' as const, 'failed' as const, 'open' as const),
    deliveries: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({ kind: fc.constant('stake' as const), wallet: fc.nat(3), cents: stakeCents }),
  fc.record({ kind: fc.constant('stake' as const), wallet: fc.nat(3), cents: stakeCents }),
  fc.record({ kind: fc.constant('settle' as const), stake: fc.nat(20), cents: fc.constant(0), repeat: fc.boolean() }),
  fc.record({ kind: fc.constant('release' as const), stake: fc.nat(20), repeat: fc.boolean() }),
  fc.record({ kind: fc.constant('settle' as const), stake: fc.nat(20), cents, repeat: fc.boolean() }),
  fc.record({
    kind: fc.constant('transfer' as const),
    wallet: fc.nat(3),
    cents: fc.integer({ min: 1, max: 30_000 }),
    expire: fc.boolean(),
    replay: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    wallet: fc.nat(3),
    // From the minimum (5 units) up.
    cents: fc.integer({ min: 500, max: 20_000 }),
    outcome: fc.constantFrom('completed' as const, 'failed' as const, 'cancelled' as const, 'open' as const),
    deliveries: fc.integer({ min: 1, max: 2 }),
  }),
);

/**
 * Expects the database to refuse with `reason`: the trigger's or the constraint's own message, found on the
 * error or its cause (Drizzle wraps the driver's error), so a refusal for any other reason fails the test.
 */
async function expectRefusal(attempt: Promise<unknown>, reason: RegExp) {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  const messages: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) messages.push(current.message);
  expect(messages.join('\n')).toMatch(reason);
}

describe('ledger invariants under random sequences', () => {
  let database: DatabaseHandle;
  let run = 0;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  async function newPlayerWallets(): Promise<Array<{ userId: string; walletId: string }>> {
    run += 1;
    const now = clock.now().toISOString();
    const [user] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into users (first_name, last_name, username, email, password_hash, date_of_birth, created_at, updated_at)
          values ('P', 'Q', ${`prop_${run}`}, ${`prop_${run}@example.com`}, 'x', '1990-01-01', ${now}, ${now}) returning id`,
    );
    const [other] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into users (first_name, last_name, username, email, password_hash, date_of_birth, created_at, updated_at)
          values ('R', 'S', ${`prop_${run}_b`}, ${`prop_${run}_b@example.com`}, 'x', '1990-01-01', ${now}, ${now}) returning id`,
    );
    const wallets = [];
    for (const [owner, currency] of [
      [user!.id, 'USD'],
      [user!.id, 'EUR'],
      [other!.id, 'USD'],
      [other!.id, 'USDT'],
    ] as const) {
      const { wallet } = await createWallet({ db: database.db, clock, userId: owner, currency, makeDefault: false });
      wallets.push({ userId: owner, walletId: wallet.id });
    }
    return wallets;
  }

  it('keeps every invariant and matches the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 8, maxLength: 30 }), async (operations) => {
        const db = database.db;
        const wallets = await newPlayerWallets();
        const model = wallets.map(() => ({ balance: 0n, held: 0n }));
        const stakes: Array<{
          gameId: string;
          wallet: number;
          amount: bigint;
          status: 'pending' | 'captured' | 'released';
        }> = [];
        /** Completed fundings: what each paid and what its refunds hold or have paid. */
        const fundings: Array<{ id: string; wallet: number; amount: bigint; card: boolean; refunded: bigint }> = [];

        const expectRefusal = async (action: Promise<unknown>) => {
          await expect(action).rejects.toBeInstanceOf(DomainError);
        };
        /** A withdrawal of `amount` minor units by a route: a payout to an account, or a refund (the closed loop). */
        const withdraw = (options: {
          wallet: number;
          amount: bigint;
          route: PayoutProvider;
          destination: WithdrawalDestination;
        }) => {
          const { userId, walletId } = wallets[options.wallet]!;
          const currency = currencyOf(options.wallet);
          return requestWithdrawal({
            db,
            clock,
            provider: options.route,
            closedLoop: options.route === offlineRefunds ? CLOSED_LOOP : null,
            userId,
            input: {
              idempotencyKey: `w_${run}_${Math.random().toString(36).slice(2)}`,
              walletId,
              amount: { value: Number(options.amount) / (currency === 'USDT' ? 1_000_000 : 100), currency },
              destination: options.destination,
            },
          });
        };

        // Every wallet starts funded, so stakes fit, stack up, and run out within one sequence.
        const seedFundings: Operation[] = wallets.map((_, wallet) => ({
          kind: 'fund',
          wallet,
          cents: 40_000,
          deliveries: 1,
          outcome: 'completed',
          card: true,
        }));
        for (const op of [...seedFundings, ...operations]) {
          if (op.kind === 'fund') {
            const { userId, walletId } = wallets[op.wallet]!;
            const currency = currencyOf(op.wallet);
            const value = currency === 'USDT' ? op.cents / 1_000_000 : op.cents / 100;
            const funding = await fundWallet({
              db,
              clock,
              provider: offlineProvider,
              userId,
              maxAmountUnits: 1_000_000,
              input: {
                idempotencyKey: `k_${run}_${Math.random().toString(36).slice(2)}`,
                walletId,
                amount: { value, currency },
              },
            });
            const checkoutId = `offline_${funding.transaction.id}`;
            const event = {
              type: op.outcome,
              checkoutId,
              amount: BigInt(op.cents),
              currency,
              ...(op.card ? { refundablePaymentId: checkoutId } : {}),
            } as const;
            for (let delivery = 0; delivery < op.deliveries; delivery += 1) {
              await handlePaymentEvent({ db, clock, provider: 'sandbox', event });
            }
            if (op.outcome === 'completed') {
              model[op.wallet]!.balance += BigInt(op.cents);
              const amount = BigInt(op.cents);
              fundings.push({ id: funding.transaction.id, wallet: op.wallet, amount, card: op.card, refunded: 0n });
            }
          } else if (op.kind === 'refund') {
            const funding = fundings[op.funding % fundings.length];
            if (!funding) continue;
            const currency = currencyOf(funding.wallet);
            const amount = toMinor(funding.wallet, op.cents);
            const state = model[funding.wallet]!;
            const requesting = withdraw({
              wallet: funding.wallet,
              amount,
              route: offlineRefunds,
              destination: { fundingId: funding.id },
            });
            const fits = funding.card && amount <= funding.amount - funding.refunded;
            if (!fits || state.balance - state.held < amount) {
              await expectRefusal(requesting);
              continue;
            }
            const { transaction } = await requesting;
            state.held += amount;
            funding.refunded += amount;
            if (op.outcome === 'open') continue;
            const event = {
              type: op.outcome,
              transactionId: transaction.id,
              payoutId: `offline_re_${transaction.id}`,
              amount,
              currency,
            } as const;
            for (let delivery = 0; delivery < op.deliveries; delivery += 1) {
              await handlePayoutEvent({ db, clock, provider: REFUND_ROUTE, refundedBy: 'sandbox', event });
            }
            state.held -= amount;
            if (op.outcome === 'completed') state.balance -= amount;
            else funding.refunded -= amount;
          } else if (op.kind === 'stake') {
            const { userId, walletId } = wallets[op.wallet]!;
            const amount = BigInt(op.cents);
            const gameId = randomUUID();
            const state = model[op.wallet]!;
            if (state.balance - state.held >= amount) {
              await placeGameStake({ db, clock, userId, walletId, gameId, amount });
              state.held += amount;
              stakes.push({ gameId, wallet: op.wallet, amount, status: 'pending' });
            } else {
              await expectRefusal(placeGameStake({ db, clock, userId, walletId, gameId, amount }));
            }
          } else if (op.kind === 'transfer') {
            const { userId, walletId } = wallets[op.wallet]!;
            const to = OTHER_WALLET_OF_PLAYER[op.wallet] ?? 0;
            const amount = toMinor(op.wallet, op.cents);
            const from = currencyOf(op.wallet);
            const state = model[op.wallet]!;
            const conversion = convertAmount({
              amount,
              from,
              to: currencyOf(to),
              table: rateTable,
              spreadBasisPoints: SPREAD_BASIS_POINTS,
            });
            const scale = from === 'USDT' ? 1_000_000 : 100;
            const quoting = quoteTransfer({
              db,
              clock,
              rates: fixedRates,
              spreadBasisPoints: SPREAD_BASIS_POINTS,
              userId,
              input: {
                fromWalletId: walletId,
                toWalletId: wallets[to]!.walletId,
                amount: { value: Number(amount) / scale, currency: from },
              },
            });
            if (typeof conversion === 'string' || state.balance - state.held < amount) {
              await expectRefusal(quoting);
              continue;
            }
            const quote = await quoting;
            if (op.expire) clock.advance(TRANSFER_QUOTE_TTL_MS);
            const input = { quoteId: quote.id, idempotencyKey: `t_${run}_${Math.random().toString(36).slice(2)}` };
            const executing = executeTransfer({ db, clock, userId, input });
            if (op.expire) {
              await expectRefusal(executing);
              continue;
            }
            await executing;
            if (op.replay) expect((await executeTransfer({ db, clock, userId, input })).replayed).toBe(true);
            state.balance -= amount;
            model[to]!.balance += conversion.receive;
          } else if (op.kind === 'withdraw') {
            const { userId } = wallets[op.wallet]!;
            const currency = currencyOf(op.wallet);
            const amount = toMinor(op.wallet, op.cents);
            const state = model[op.wallet]!;
            const requesting = withdraw({
              wallet: op.wallet,
              amount,
              route: offlinePayouts,
              destination:
                currency === 'USDT'
                  ? { address: `0x${'ab'.repeat(20)}` }
                  : { accountHolderName: 'P Q', accountNumber: '0123456789' },
            });
            if (state.balance - state.held < amount) {
              await expectRefusal(requesting);
              continue;
            }
            const { transaction } = await requesting;
            state.held += amount;
            if (op.outcome === 'open') continue;
            if (op.outcome === 'cancelled') {
              await cancelWithdrawal({
                db,
                clock,
                routeFor: () => offlinePayouts,
                userId,
                withdrawalId: transaction.id,
              });
            } else {
              const event = {
                type: op.outcome,
                transactionId: transaction.id,
                payoutId: `offline_po_${transaction.id}`,
                amount,
                currency,
              } as const;
              for (let delivery = 0; delivery < op.deliveries; delivery += 1) {
                await handlePayoutEvent({ db, clock, provider: 'sandbox', event });
              }
            }
            state.held -= amount;
            if (op.outcome === 'completed') state.balance -= amount;
          } else if (stakes.length > 0) {
            const stake = stakes[op.stake % stakes.length]!;
            const { userId } = wallets[stake.wallet]!;
            const state = model[stake.wallet]!;
            const times = op.repeat ? 2 : 1;
            if (op.kind === 'settle') {
              const payout = BigInt(op.cents);
              for (let i = 0; i < times; i += 1) {
                const action = settleGameStake({
                  db,
                  clock,
                  currency: currencyOf(stake.wallet),
                  userId,
                  gameId: stake.gameId,
                  payout,
                  won: payout > 0n,
                  answered: 5,
                  correct: payout > 0n ? 5 : 2,
                  endedAt: clock.now(),
                });
                if (stake.status === 'released') await expectRefusal(action);
                else await action;
                if (stake.status === 'pending') {
                  state.held -= stake.amount;
                  state.balance += payout - stake.amount;
                  stake.status = 'captured';
                }
              }
            } else {
              for (let i = 0; i < times; i += 1) {
                const action = releaseGameStake({ db, clock, userId, gameId: stake.gameId });
                if (stake.status === 'captured') await expectRefusal(action);
                else await action;
                if (stake.status === 'pending') {
                  state.held -= stake.amount;
                  stake.status = 'released';
                }
              }
            }
          }
        }

        expect(await auditLedger(db)).toEqual([]);
        // No funding has had more back than it paid, and each has had what the model says.
        for (const funding of fundings) {
          const [row] = await queryRows<{ refunded: string }>(
            db,
            sql`select coalesce(sum(amount), 0)::text as refunded from money_transactions
                 where refund_of = ${funding.id} and status in ('pending', 'processing', 'completed')`,
          );
          expect(BigInt(row!.refunded)).toBe(funding.refunded);
          expect(funding.refunded <= funding.amount).toBe(true);
        }
        for (const [index, { walletId }] of wallets.entries()) {
          const [row] = await queryRows<{ balance: string; held: string }>(
            db,
            sql`select balance::text as balance, held::text as held from ledger_accounts where id = ${walletId}`,
          );
          expect({ balance: BigInt(row!.balance), held: BigInt(row!.held) }).toEqual(model[index]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('the database itself refuses an unbalanced transfer or a negative player balance', async () => {
    const db = database.db;
    const [wallet] = await newPlayerWallets();
    const [house] = await queryRows<{ id: string }>(
      db,
      sql`insert into ledger_accounts (kind, currency, created_at) values ('house', 'USD', ${clock.now().toISOString()})
          on conflict do nothing returning id`,
    );
    const houseId =
      house?.id ??
      (
        await queryRows<{ id: string }>(
          db,
          sql`select id from ledger_accounts where kind = 'house' and currency = 'USD'`,
        )
      )[0]!.id;
    // A completed funding, so there are postings for the append-only trigger to guard.
    const funding = await fundWallet({
      db,
      clock,
      provider: offlineProvider,
      userId: wallet!.userId,
      maxAmountUnits: 1_000_000,
      input: { idempotencyKey: 'k_refusals', walletId: wallet!.walletId, amount: { value: 1, currency: 'USD' } },
    });
    const paid = {
      type: 'completed',
      checkoutId: `offline_${funding.transaction.id}`,
      amount: 100n,
      currency: 'USD',
    } as const;
    await handlePaymentEvent({ db, clock, provider: 'sandbox', event: paid });
    const unbalanced = db.transaction(async (tx) => {
      const [transfer] = await queryRows<{ id: string }>(
        tx,
        sql`insert into ledger_transfers (idempotency_key, currency, kind, created_at)
            values ('bad-1', 'USD', 'test', ${clock.now().toISOString()}) returning id`,
      );
      await tx.execute(sql`insert into ledger_postings (transfer_id, account_id, currency, amount)
                           values (${transfer!.id}, ${houseId}, 'USD', -100), (${transfer!.id}, ${wallet!.walletId}, 'USD', 99)`);
    });
    await expectRefusal(unbalanced, /ledger transfer \S+ is unbalanced: 2 postings summing to -1/);
    await expectRefusal(
      db.execute(sql`update ledger_accounts set balance = -1 where id = ${wallet!.walletId}`),
      /"ledger_accounts_player_balance_covers_held"/,
    );
    await expectRefusal(
      db.execute(sql`update ledger_accounts set held = balance + 1 where id = ${wallet!.walletId}`),
      /"ledger_accounts_player_balance_covers_held"/,
    );
    await expectRefusal(db.execute(sql`delete from ledger_postings`), /ledger_postings rows are append-only/);
    expect(await auditLedger(db)).toEqual([]);
  });
});
