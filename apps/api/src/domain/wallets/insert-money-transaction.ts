import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
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

/** Inserts a player-facing transaction once per (player, key), with a fresh unique reference. */
export async function insertMoneyTransaction(
  options: InsertMoneyTransactionOptions,
): Promise<{ transaction: MoneyTransaction; created: boolean; requestFingerprint: string | null }> {
  const { db, now } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      // A savepoint, so a reference collision does not abort an enclosing transaction.
      return await db.transaction(async (tx) => {
        const inserted = await queryRows<MoneyTransactionRow>(
          tx,
          sql`insert into money_transactions (user_id, wallet_id, reference, type, status, currency, amount, fee_amount,
                idempotency_key, request_fingerprint, provider, expires_at, hold_id, transfer_id, created_at, updated_at)
              values (${options.userId}, ${options.walletId}, ${createReference()}, ${options.type}, ${options.status},
                ${options.currency}, ${options.amount.toString()}::bigint,
                ${options.feeAmount === undefined ? null : options.feeAmount.toString()}::bigint, ${options.idempotencyKey},
                ${options.requestFingerprint ?? null}, ${options.provider ?? null},
                ${options.expiresAt?.toISOString() ?? null}, ${options.holdId ?? null}, ${options.transferId ?? null},
                ${now.toISOString()}, ${now.toISOString()})
              on conflict (user_id, idempotency_key) do nothing
              returning ${sql.raw(MONEY_TRANSACTION_COLUMNS)}`,
        );
        if (inserted[0]) {
          return {
            transaction: toMoneyTransaction(inserted[0]),
            created: true,
            requestFingerprint: options.requestFingerprint ?? null,
          };
        }
        const existing = await queryRows<MoneyTransactionRow & { request_fingerprint: string | null }>(
          tx,
          sql`select ${sql.raw(MONEY_TRANSACTION_COLUMNS)}, request_fingerprint from money_transactions
               where user_id = ${options.userId} and idempotency_key = ${options.idempotencyKey}`,
        );
        assertLedger(existing[0], 'the conflicting transaction exists');
        return {
          transaction: toMoneyTransaction(existing[0]),
          created: false,
          requestFingerprint: existing[0].request_fingerprint,
        };
      });
    } catch (error) {
      const collided = uniqueViolationConstraint(error) === 'money_transactions_reference_unique';
      if (!collided || attempt >= REFERENCE_ATTEMPTS) throw error;
    }
  }
}
