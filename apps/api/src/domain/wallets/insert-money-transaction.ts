import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { assertLedger } from '../ledger/assert-ledger.ts';
import { createReference } from './create-reference.ts';
import {
  MONEY_TRANSACTION_COLUMNS,
  toMoneyTransaction,
  type MoneyTransaction,
  type MoneyTransactionRow,
  type MoneyTransactionStatus,
  type MoneyTransactionType,
} from './money-transaction.ts';

// A reference collision is ~1 in 10^11 per pair; three fresh draws make a failure practically impossible.
const REFERENCE_ATTEMPTS = 3;

export interface InsertMoneyTransactionOptions {
  db: AppDatabase;
  now: Date;
  userId: string;
  walletId: string;
  type: MoneyTransactionType;
  status: MoneyTransactionStatus;
  currency: CurrencyCode;
  amount: bigint;
  /** The house's fee inside `amount` (a transfer's spread), shown as the 'Fee: ...' line. */
  feeAmount?: bigint;
  /** Unique per player: a second insert with it returns the first row instead (`created: false`). */
  idempotencyKey: string;
  requestFingerprint?: string;
  provider?: string;
  expiresAt?: Date;
  holdId?: string;
  transferId?: string;
}

/**
 * Inserts a player-facing transaction once per (player, key), with a fresh unique reference. One statement per
 * attempt and no savepoint, so it joins a caller's transaction without aborting it: ON CONFLICT DO NOTHING
 * covers both unique keys it can meet (the player's key and the reference), and the row it then finds, or does
 * not, says which one it met.
 */
export async function insertMoneyTransaction(
  options: InsertMoneyTransactionOptions,
): Promise<{ transaction: MoneyTransaction; created: boolean; requestFingerprint: string | null }> {
  const { db, now } = options;
  for (let attempt = 1; ; attempt += 1) {
    const inserted = await queryRows<MoneyTransactionRow>(
      db,
      sql`insert into money_transactions (user_id, wallet_id, reference, type, status, currency, amount, fee_amount,
            idempotency_key, request_fingerprint, provider, expires_at, hold_id, transfer_id, created_at, updated_at)
          values (${options.userId}, ${options.walletId}, ${createReference()}, ${options.type}, ${options.status},
            ${options.currency}, ${options.amount.toString()}::bigint,
            ${options.feeAmount === undefined ? null : options.feeAmount.toString()}::bigint, ${options.idempotencyKey},
            ${options.requestFingerprint ?? null}, ${options.provider ?? null},
            ${options.expiresAt?.toISOString() ?? null}, ${options.holdId ?? null}, ${options.transferId ?? null},
            ${now.toISOString()}, ${now.toISOString()})
          on conflict do nothing
          returning ${sql.raw(MONEY_TRANSACTION_COLUMNS)}`,
    );
    if (inserted[0]) {
      return {
        transaction: toMoneyTransaction(inserted[0]),
        created: true,
        requestFingerprint: options.requestFingerprint ?? null,
      };
    }
    // A new statement sees a conflicting row committed meanwhile (ON CONFLICT waited for its transaction).
    const existing = await queryRows<MoneyTransactionRow & { request_fingerprint: string | null }>(
      db,
      sql`select ${sql.raw(MONEY_TRANSACTION_COLUMNS)}, request_fingerprint from money_transactions
           where user_id = ${options.userId} and idempotency_key = ${options.idempotencyKey}`,
    );
    if (existing[0]) {
      return {
        transaction: toMoneyTransaction(existing[0]),
        created: false,
        requestFingerprint: existing[0].request_fingerprint,
      };
    }
    // No row has the key, so the reference was taken: draw another.
    assertLedger(attempt < REFERENCE_ATTEMPTS, `a fresh transaction reference within ${REFERENCE_ATTEMPTS} draws`);
  }
}
