import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { placeHold } from '../ledger/place-hold.ts';
import { findWallet } from './find-wallet.ts';
import { gameStakeKey } from '../ledger/ledger-keys.ts';
import { insertMoneyTransaction } from './insert-money-transaction.ts';
import type { MoneyTransaction } from './money-transaction.ts';
import { WALLET_NOT_FOUND_MESSAGE } from './wallet-constants.ts';

export interface PlaceGameStakeOptions {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  walletId: string;
  gameId: string;
  /** Minor units of the wallet's currency. */
  amount: bigint;
}

/**
 * Holds a game's stake on the player's wallet and records its 'gameStake' transaction as 'pending', in one
 * database transaction. Idempotent per game: placing it again returns the same transaction and hold.
 * Refuses (422) when the wallet's available balance does not cover the stake.
 */
export async function placeGameStake(
  options: PlaceGameStakeOptions,
): Promise<{ transaction: MoneyTransaction; holdId: string }> {
  const { clock, userId, gameId, amount } = options;
  return options.db.transaction(async (tx) => {
    const wallet = await findWallet({ db: tx, userId, walletId: options.walletId });
    if (!wallet) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE);
    if (amount <= 0n) throw new DomainError('INVALID_INPUT', 'Stake must be greater than 0');
    const hold = await placeHold({ db: tx, clock, accountId: wallet.id, amount, idempotencyKey: gameStakeKey(gameId) });
    const { transaction } = await insertMoneyTransaction({
      db: tx,
      now: clock.now(),
      userId,
      walletId: wallet.id,
      type: 'gameStake',
      status: 'pending',
      currency: wallet.currency,
      amount,
      idempotencyKey: gameStakeKey(gameId),
      holdId: hold.id,
    });
    return { transaction, holdId: hold.id };
  });
}
