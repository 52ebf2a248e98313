import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { entryFeeKey } from '../ledger/ledger-keys.ts';
import { placeHold } from '../ledger/place-hold.ts';
import { insertMoneyTransaction } from './insert-money-transaction.ts';
import type { MoneyTransaction } from './money-transaction.ts';
import type { WalletView } from './wallet-view.ts';

/**
 * Holds a contest entry's fee on the player's wallet and records its 'entryFee' transaction as 'pending', inside the
 * caller's transaction. The contest's start captures the hold into its pool ('completed'); a cancellation releases
 * it ('cancelled'). Refuses (422) when the wallet's available balance does not cover the fee.
 */
export async function placeEntryFee(options: {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  wallet: WalletView;
  entryId: string;
  amount: bigint;
}): Promise<{ transaction: MoneyTransaction; holdId: string }> {
  const { db, clock, userId, wallet, entryId, amount } = options;
  const hold = await placeHold({ db, clock, accountId: wallet.id, amount, idempotencyKey: entryFeeKey(entryId) });
  const { transaction } = await insertMoneyTransaction({
    db,
    now: clock.now(),
    userId,
    walletId: wallet.id,
    type: 'entryFee',
    status: 'pending',
    currency: wallet.currency,
    amount,
    idempotencyKey: entryFeeKey(entryId),
    holdId: hold.id,
  });
  return { transaction, holdId: hold.id };
}
