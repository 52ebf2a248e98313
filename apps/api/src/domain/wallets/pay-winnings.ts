import type { AppDatabase } from '../../db/client.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { ensureSystemAccount } from '../ledger/ensure-system-account.ts';
import { houseShardOf } from '../ledger/house-shards.ts';
import { postTransfer } from '../ledger/post-transfer.ts';
import { findWallet } from './find-wallet.ts';
import { gameWinningsKey } from './game-stake-keys.ts';
import { insertMoneyTransaction } from './insert-money-transaction.ts';
import type { MoneyTransaction } from './money-transaction.ts';
import { WALLET_NOT_FOUND_MESSAGE } from './wallet-constants.ts';

export interface PayWinningsOptions {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  walletId: string;
  gameId: string;
  /** Minor units: stake × odds, rounded by the caller in the house's favour. */
  amount: bigint;
}

/**
 * Pays a won game from the house into the player's wallet as a completed 'winnings' transaction. Once per
 * game: the transaction's key and the transfer's key are both unique, so a retry pays nothing more.
 */
export async function payWinnings(options: PayWinningsOptions): Promise<MoneyTransaction> {
  const { clock, userId, gameId, amount } = options;
  if (amount <= 0n) throw new DomainError('INVALID_INPUT', 'Winnings must be greater than 0');
  return inTransaction(options.db, async (tx) => {
    const wallet = await findWallet({ db: tx, userId, walletId: options.walletId });
    if (!wallet) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE);
    // The house row the game's stake went to (captureGameStake): one row locked per settlement.
    const house = await ensureSystemAccount({
      db: tx,
      clock,
      kind: 'house',
      currency: wallet.currency,
      shard: houseShardOf(gameId),
    });
    const transfer = await postTransfer({
      db: tx,
      clock,
      idempotencyKey: gameWinningsKey(gameId),
      kind: 'winnings',
      currency: wallet.currency,
      postings: [
        { accountId: house, amount: -amount },
        { accountId: wallet.id, amount },
      ],
    });
    const { transaction, created } = await insertMoneyTransaction({
      db: tx,
      now: clock.now(),
      userId,
      walletId: wallet.id,
      type: 'winnings',
      status: 'completed',
      currency: wallet.currency,
      amount,
      idempotencyKey: gameWinningsKey(gameId),
      transferId: transfer.transferId,
    });
    // Both keys decide together: a transfer applied now must come with a new transaction, and the reverse.
    if (created !== transfer.applied) throw new DomainError('CONFLICT', 'These winnings were already paid differently');
    return transaction;
  });
}
