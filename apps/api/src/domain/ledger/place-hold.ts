import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { assertLedger } from './assert-ledger.ts';
import { walletsChanged } from './wallet-changes.ts';
import { insufficientFunds } from './ledger-errors.ts';

export interface LedgerHold {
  id: string;
  accountId: string;
  amount: bigint;
  status: 'active' | 'captured' | 'released';
  transferId: string | null;
}

export interface PlaceHoldOptions {
  db: AppDatabase;
  clock: Clock;
  /** A player wallet account. */
  accountId: string;
  amount: bigint;
  /** Unique in the world (e.g. `game:<id>:stake`): placing it again returns the same hold. */
  idempotencyKey: string;
}

export interface HoldRow {
  id: string;
  account_id: string;
  amount: string;
  status: LedgerHold['status'];
  transfer_id: string | null;
}

export function toLedgerHold(row: HoldRow): LedgerHold {
  return {
    id: row.id,
    accountId: row.account_id,
    amount: BigInt(row.amount),
    status: row.status,
    transferId: row.transfer_id,
  };
}

/**
 * Reserves `amount` of a wallet's available money (balance − held). One conditional UPDATE decides, so
 * concurrent holds can never reserve more than there is: each sees the row as the previous one left it.
 */
export async function placeHold(options: PlaceHoldOptions): Promise<LedgerHold> {
  const { accountId, amount, idempotencyKey } = options;
  assertLedger(amount > 0n, 'a hold is positive');
  return options.db.transaction(async (tx) => {
    const inserted = await queryRows<HoldRow>(
      tx,
      sql`
      insert into ledger_holds (idempotency_key, account_id, amount, status, created_at)
      values (${idempotencyKey}, ${accountId}, ${amount.toString()}::bigint, 'active', ${options.clock.now().toISOString()})
      on conflict (idempotency_key) do nothing
      returning id, account_id, amount::text as amount, status, transfer_id`,
    );
    const hold = inserted[0];
    if (!hold) {
      const existing = await queryRows<HoldRow>(
        tx,
        sql`
        select id, account_id, amount::text as amount, status, transfer_id
          from ledger_holds where idempotency_key = ${idempotencyKey}`,
      );
      const found = existing[0];
      assertLedger(found, `hold ${idempotencyKey} exists after a conflict`);
      if (found.account_id !== accountId || BigInt(found.amount) !== amount) {
        throw new DomainError('CONFLICT', 'This hold was already placed with another wallet or amount');
      }
      return toLedgerHold(found);
    }
    const reserved = await queryRows<{ user_id: string }>(
      tx,
      sql`
      update ledger_accounts set held = held + ${amount.toString()}::bigint
       where id = ${accountId} and kind = 'player_wallet' and balance - held >= ${amount.toString()}::bigint
      returning user_id`,
    );
    // Throwing rolls the hold row back with it.
    if (reserved.length === 0) throw insufficientFunds();
    walletsChanged(
      tx,
      reserved.map((row) => row.user_id),
    );
    return toLedgerHold(hold);
  });
}
