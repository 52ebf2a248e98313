import type { CurrencyCode } from '@gom/contract/money';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { placeHold } from '../ledger/place-hold.ts';
import { insertMoneyTransaction } from './insert-money-transaction.ts';
import type { MoneyTransaction } from './money-transaction.ts';

/**
 * Holds a contest entry's fee on the player's wallet and records its 'entryFee' transaction as 'pending', inside the
 * caller's transaction, under the contest's key for it (a tournament entry's `entryFeeKey`, a challenge player's
 * `challengeStakeKey`). The contest captures the hold into its pool ('completed') or releases it ('cancelled').
 * Refuses (422) when the wallet's available balance does not cover the fee.
 */
export async function placeEntryFee(options: {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  wallet: { id: string; currency: CurrencyCode };
  idempotencyKey: string;
  amount: bigint;
}): Promise<{ transaction: MoneyTransaction; holdId: string }> {
  const { db, clock, userId, wallet, idempotencyKey, amount } = options;
  const hold = await placeHold({ db, clock, accountId: wallet.id, amount, idempotencyKey });
  const { transaction } = await insertMoneyTransaction({
    db,
    now: clock.now(),
    userId,
    walletId: wallet.id,
    type: 'entryFee',
    status: 'pending',
    currency: wallet.currency,
    amount,
    idempotencyKey,
    holdId: hold.id,
  });
  return { transaction, holdId: hold.id };
}
