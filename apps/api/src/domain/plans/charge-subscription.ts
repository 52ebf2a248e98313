import type { CurrencyCode } from '@gom/contract/money';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertLedger } from '../ledger/assert-ledger.ts';
import { ensureSystemAccount } from '../ledger/ensure-system-account.ts';
import { postTransfer } from '../ledger/post-transfer.ts';
import { insertMoneyTransaction } from '../wallets/insert-money-transaction.ts';
import type { MoneyTransaction } from '../wallets/money-transaction.ts';
import { subscriptionPaymentKey } from '../ledger/ledger-keys.ts';

export interface ChargeSubscriptionOptions {
  /** The caller's transaction: the payment and the subscription's change commit together. */
  db: AppDatabase;
  clock: Clock;
  userId: string;
  subscriptionId: string;
  periodNumber: number;
  walletId: string;
  currency: CurrencyCode;
  price: bigint;
}

/**
 * One month of Premium: the wallet pays the house (a ledger transfer of kind 'subscription') and the player
 * sees a completed 'subscription' transaction. Keyed by subscription and period, so a period is paid once.
 * A wallet whose available money does not cover it throws "insufficient funds" (422) and posts nothing.
 */
export async function chargeSubscription(options: ChargeSubscriptionOptions): Promise<MoneyTransaction> {
  const { db, clock, userId, walletId, currency, price } = options;
  const key = subscriptionPaymentKey(options.subscriptionId, options.periodNumber);
  const house = await ensureSystemAccount({ db, clock, kind: 'house', currency });
  const paid = await postTransfer({
    db,
    clock,
    idempotencyKey: key,
    kind: 'subscription',
    currency,
    postings: [
      { accountId: walletId, amount: -price },
      { accountId: house, amount: price },
    ],
  });
  assertLedger(paid.applied, `period ${key} is paid once`);
  const { transaction, created } = await insertMoneyTransaction({
    db,
    now: clock.now(),
    userId,
    walletId,
    type: 'subscription',
    status: 'completed',
    currency,
    amount: price,
    idempotencyKey: key,
    transferId: paid.transferId,
  });
  assertLedger(created, `the transaction of ${key} is new`);
  return transaction;
}
