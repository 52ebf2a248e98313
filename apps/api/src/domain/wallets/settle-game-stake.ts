import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { queryTextPrepared, type NumberedSql } from '../../db/query-prepared.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { captureHold, type LockedHoldRow } from '../ledger/capture-hold.ts';
import { ensureSystemAccount } from '../ledger/ensure-system-account.ts';
import { houseShardOf } from '../ledger/house-shards.ts';
import { releaseHold } from '../ledger/release-hold.ts';
import { gameStakeKey } from './game-stake-keys.ts';
import type { MoneyTransactionStatus } from './money-transaction.ts';

export interface SettleGameStakeOptions {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  gameId: string;
}

/** The stake's hold, locked with it: the columns captureHold's own lock would read. */
interface LockedHoldColumns {
  hold_account_id: LockedHoldRow['account_id'];
  hold_amount: LockedHoldRow['amount'];
  hold_status: LockedHoldRow['status'];
  hold_transfer_id: LockedHoldRow['transfer_id'];
  hold_currency: LockedHoldRow['currency'];
}

interface StakeRow {
  id: string;
  hold_id: string;
  currency: string;
  status: MoneyTransactionStatus;
}

const LOCK_STAKE_SELECT = `
  select mt.id, mt.hold_id, mt.currency, mt.status, h.account_id as hold_account_id,
         h.amount::text as hold_amount, h.status as hold_status, h.transfer_id as hold_transfer_id,
         a.currency as hold_currency
    from money_transactions mt
    join ledger_holds h on h.id = mt.hold_id
    join ledger_accounts a on a.id = h.account_id
   where mt.user_id = $1::uuid and mt.idempotency_key = $2::text
     for update of mt, h`;

/** The capture's `alongside`: the stake's transaction completed by the capture's transfer, at its time. */
const stakeCompleted =
  (stakeId: string) =>
  (firstParam: number): NumberedSql => ({
    text: `
      update money_transactions set status = 'completed', transfer_id = (select id from transfer),
             updated_at = $4::timestamptz
       where id = $${firstParam}::uuid and status = 'pending' and exists (select 1 from transfer)`,
    params: [stakeId],
  });

/** `alsoWrite` steps' parameters are numbered from here: $1 and $2 are the stake's. */
export const ALSO_WRITE_FIRST_PARAM = 3;

/**
 * Locks the game's stake and its hold (in that order), one statement for both. `alsoWrite`: data-modifying WITH
 * steps of the caller's (`name as (statement)`, parameters from ALSO_WRITE_FIRST_PARAM) run in the same statement
 * (a settlement's rollups: one round trip less).
 */
async function lockStake(
  options: SettleGameStakeOptions & { db: AppDatabase; alsoWrite?: NumberedSql },
): Promise<StakeRow & LockedHoldColumns> {
  const { alsoWrite } = options;
  const [stake] = await queryTextPrepared<StakeRow & LockedHoldColumns>(
    options.db,
    alsoWrite ? `with ${alsoWrite.text} ${LOCK_STAKE_SELECT}` : LOCK_STAKE_SELECT,
    [options.userId, gameStakeKey(options.gameId), ...(alsoWrite?.params ?? [])],
  );
  if (!stake) throw new DomainError('NOT_FOUND', 'No stake for this game');
  return stake;
}

/**
 * The game was played: its stake leaves the wallet for the house ('gameStake' → completed). Runs once;
 * settling again does nothing. A win is paid separately by `payWinnings` (stake × odds from the house).
 * `alsoWrite`: data-modifying statements of the caller's (the game's rollups) run in the statement that locks the
 * stake and its hold. Two round trips: the lock (and `alsoWrite`), then the transfer with the hold and the stake
 * marked settled in its statement.
 */
export async function captureGameStake(options: SettleGameStakeOptions & { alsoWrite?: NumberedSql }): Promise<void> {
  const { clock } = options;
  await inTransaction(options.db, async (tx) => {
    const stake = await lockStake({ ...options, db: tx });
    if (stake.status === 'completed') return;
    if (stake.status !== 'pending') throw new DomainError('CONFLICT', `This stake is already ${stake.status}`);
    const house = await ensureSystemAccount({
      db: tx,
      clock,
      kind: 'house',
      currency: stake.currency as Parameters<typeof ensureSystemAccount>[0]['currency'],
      // The game's own house row: its winnings (payWinnings) use the same one.
      shard: houseShardOf(options.gameId),
    });
    await captureHold({
      db: tx,
      clock,
      holdId: stake.hold_id,
      toAccountId: house,
      kind: 'gameStake',
      locked: {
        id: stake.hold_id,
        account_id: stake.hold_account_id,
        amount: stake.hold_amount,
        status: stake.hold_status,
        transfer_id: stake.hold_transfer_id,
        currency: stake.hold_currency,
      },
      alongside: stakeCompleted(stake.id),
    });
  });
}

/** The game was voided before it started: the hold is released ('gameStake' → cancelled). Runs once. */
export async function releaseGameStake(options: SettleGameStakeOptions): Promise<void> {
  const { clock } = options;
  await inTransaction(options.db, async (tx) => {
    const stake = await lockStake({ ...options, db: tx });
    if (stake.status === 'cancelled') return;
    if (stake.status !== 'pending') throw new DomainError('CONFLICT', `This stake is already ${stake.status}`);
    await releaseHold({ db: tx, clock, holdId: stake.hold_id });
    await tx.execute(sql`
      update money_transactions set status = 'cancelled', updated_at = ${clock.now().toISOString()}
       where id = ${stake.id} and status = 'pending'`);
  });
}
