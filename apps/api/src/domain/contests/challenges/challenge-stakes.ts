import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { Clock } from '../../../lib/clock.ts';
import { DomainError } from '../../domain-error.ts';
import { captureHold } from '../../ledger/capture-hold.ts';
import { challengeStakeKey } from '../../ledger/ledger-keys.ts';
import { releaseHold } from '../../ledger/release-hold.ts';
import { findWallet } from '../../wallets/find-wallet.ts';
import { placeEntryFee } from '../../wallets/place-entry-fee.ts';
import type { MoneyTransactionStatus } from '../../wallets/money-transaction.ts';
import { WALLET_NOT_FOUND_MESSAGE } from '../../wallets/wallet-constants.ts';

// A challenge player's stake: a hold on their wallet and an 'entryFee' transaction, 'pending' while the challenge
// is open or being played; 'completed' once captured into the match's pool at the settlement, 'cancelled' when
// released (a draw, an expiry). Each leaves 'pending' once: the transaction's row is locked first.

export interface ChallengeStake {
  transactionId: string;
  holdId: string;
  walletId: string;
  status: MoneyTransactionStatus;
}

/** Holds the stake on the player's wallet in the caller's transaction (422 when the wallet cannot cover it). */
export async function placeChallengeStake(options: {
  db: AppDatabase;
  clock: Clock;
  matchId: string;
  userId: string;
  walletId: string;
  amount: bigint;
}): Promise<ChallengeStake> {
  const { db, clock, matchId, userId, amount } = options;
  const wallet = await findWallet({ db, userId, walletId: options.walletId });
  if (!wallet) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE);
  const { transaction, holdId } = await placeEntryFee({
    db,
    clock,
    userId,
    wallet,
    idempotencyKey: challengeStakeKey(matchId, userId),
    amount,
  });
  return { transactionId: transaction.id, holdId, walletId: wallet.id, status: 'pending' };
}

/** The player's stake on the match, its transaction row locked for the caller's transaction; undefined if none. */
export async function lockChallengeStake(
  db: AppDatabase,
  matchId: string,
  userId: string,
): Promise<ChallengeStake | undefined> {
  const [row] = await queryRows<{ id: string; hold_id: string; wallet_id: string; status: MoneyTransactionStatus }>(
    db,
    sql`select id, hold_id, wallet_id, status from money_transactions
         where user_id = ${userId} and idempotency_key = ${challengeStakeKey(matchId, userId)} for update`,
  );
  return row && { transactionId: row.id, holdId: row.hold_id, walletId: row.wallet_id, status: row.status };
}

/** Gives a pending stake back to the wallet ('cancelled'); a stake no longer pending is left as it is. */
export async function releaseChallengeStake(options: { db: AppDatabase; clock: Clock; stake: ChallengeStake }) {
  const { db, clock, stake } = options;
  if (stake.status !== 'pending') return;
  await releaseHold({ db, clock, holdId: stake.holdId });
  await setStakeStatus(db, clock, stake, 'cancelled', null);
}

/** Moves a pending stake from the wallet into the match's pool ('completed', with the capture's transfer). */
export async function captureChallengeStake(options: {
  db: AppDatabase;
  clock: Clock;
  stake: ChallengeStake;
  poolAccountId: string;
}) {
  const { db, clock, stake } = options;
  if (stake.status !== 'pending') throw new DomainError('CONFLICT', `This stake is already ${stake.status}`);
  const { transferId } = await captureHold({
    db,
    clock,
    holdId: stake.holdId,
    toAccountId: options.poolAccountId,
    kind: 'entryFee',
  });
  await setStakeStatus(db, clock, stake, 'completed', transferId);
}

async function setStakeStatus(
  db: AppDatabase,
  clock: Clock,
  stake: ChallengeStake,
  status: MoneyTransactionStatus,
  transferId: string | null,
) {
  await db.execute(sql`
    update money_transactions set status = ${status}, transfer_id = ${transferId}, updated_at = ${clock.now().toISOString()}
     where id = ${stake.transactionId} and status = 'pending'`);
}
