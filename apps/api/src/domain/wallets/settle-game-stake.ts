import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { queryPrepared } from '../../db/query-prepared.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { ensureSystemAccount } from '../ledger/ensure-system-account.ts';
import { houseShardOf } from '../ledger/house-shards.ts';
import { releaseHold } from '../ledger/release-hold.ts';
import { SETTLEMENT_RECORD_COLUMNS, settleGameCall, settlementError } from '../ledger/settle-game-sql.ts';
import { walletsChanged } from '../ledger/wallet-changes.ts';
import { accuracyPercent, periodStartOf } from '../stats/player-figures.ts';
import { createReference } from './create-reference.ts';
import { gameStakeKey } from '../ledger/ledger-keys.ts';
import type { MoneyTransactionStatus } from './money-transaction.ts';

// A game's stake, once the game is over. A played game settles in ONE call of the ledger's `ledger_settle_game`
// (../ledger/settle-game-sql.ts, performance note 0035): the stake leaves the wallet for the game's house row, a win is
// paid from that row, and the player's rollups count the game, exactly once. The game's final write runs that call
// inside its own statement (persist-game-event.ts: the settlement costs no round trip of its own); `settleGameStake`
// runs it alone. This file says what the call is given (`settlementRecord`). A game voided before it started gives
// its stake back (`releaseGameStake`).

/** What a played game's settlement needs: who played, what the house pays, and the game's figures. */
export interface GameSettlement {
  gameId: string;
  userId: string;
  /** The game's house row in the stake's currency (house-shards.ts), where the stake goes and winnings come from. */
  houseAccountId: string;
  /** Minor units paid on top of nothing: stake × odds on a win (rounded in the house's favour), 0 on a loss. */
  payout: bigint;
  won: boolean;
  answered: number;
  correct: number;
  endedAt: Date;
}

/** The settlement as the JSON record `ledger_settle_game` is called with (SETTLEMENT_RECORD_COLUMNS). */
export function settlementRecord(settlement: GameSettlement): Record<string, unknown> {
  const { answered, correct, endedAt } = settlement;
  return {
    game_id: settlement.gameId,
    user_id: settlement.userId,
    house: settlement.houseAccountId,
    payout: settlement.payout.toString(),
    // The winnings' player-facing reference: drawn here, used only on a win.
    reference: createReference(),
    won: settlement.won,
    answered,
    correct,
    accuracy: accuracyPercent(correct, answered),
    ended_at: endedAt,
    week_start: periodStartOf('week', endedAt),
    month_start: periodStartOf('month', endedAt),
  };
}

/** The game's settlement, with its house row looked up (and created on first use; remembered per database). */
export async function gameSettlement(
  options: Omit<GameSettlement, 'houseAccountId'> & { db: AppDatabase; clock: Clock; currency: CurrencyCode },
): Promise<GameSettlement> {
  const { db, clock, currency, ...settlement } = options;
  if (settlement.payout < 0n) throw new DomainError('INVALID_INPUT', 'Winnings cannot be negative');
  // The game's own house row: its stake goes there and its winnings come from it.
  const shard = houseShardOf(settlement.gameId);
  const houseAccountId = await ensureSystemAccount({ db, clock, kind: 'house', currency, shard });
  return { ...settlement, houseAccountId };
}

const SETTLE_STATEMENT = `select ${settleGameCall('s', '$2::timestamptz')} as winnings_id
  from jsonb_to_record($1::jsonb) as s(${SETTLEMENT_RECORD_COLUMNS})`;

/**
 * Settles a played game's stake on its own, in one statement: the stake captured for the house, the payout paid
 * (none on a loss), the rollups counted. Settling again changes nothing and answers the first settlement's
 * winnings; a voided game's stake is refused. Answers the 'winnings' transaction's id (null on a loss).
 */
export async function settleGameStake(
  options: Omit<GameSettlement, 'houseAccountId'> & { db: AppDatabase; clock: Clock; currency: CurrencyCode },
): Promise<{ winningsId: string | null }> {
  const { db, clock } = options;
  const settlement = await gameSettlement(options);
  const [row] = await queryPrepared<{ winnings_id: string | null }>(db, 'settle_game_stake', SETTLE_STATEMENT, [
    JSON.stringify(settlementRecord(settlement)),
    clock.now(),
  ]).catch((error: unknown) => {
    throw settlementError(error) ?? error;
  });
  walletsChanged(db, [settlement.userId]);
  return { winningsId: row?.winnings_id ?? null };
}

interface StakeRow {
  id: string;
  hold_id: string;
  status: MoneyTransactionStatus;
}

/** The game was voided before it started: the hold is released ('gameStake' → cancelled). Runs once. */
export async function releaseGameStake(options: {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  gameId: string;
}): Promise<void> {
  const { clock } = options;
  await inTransaction(options.db, async (tx) => {
    const [stake] = await queryRows<StakeRow>(
      tx,
      sql`select mt.id, mt.hold_id, mt.status from money_transactions mt
           where mt.user_id = ${options.userId} and mt.idempotency_key = ${gameStakeKey(options.gameId)}
             for update`,
    );
    if (!stake) throw new DomainError('NOT_FOUND', 'No stake for this game');
    if (stake.status === 'cancelled') return;
    if (stake.status !== 'pending') throw new DomainError('CONFLICT', `This stake is already ${stake.status}`);
    await releaseHold({ db: tx, clock, holdId: stake.hold_id });
    await tx.execute(sql`
      update money_transactions set status = 'cancelled', updated_at = ${clock.now().toISOString()}
       where id = ${stake.id} and status = 'pending'`);
  });
}
