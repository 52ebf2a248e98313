import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { assertLedger } from '../ledger/assert-ledger.ts';
import { ensureSystemAccount } from '../ledger/ensure-system-account.ts';
import { transferInKey, transferOutKey } from '../ledger/ledger-keys.ts';
import { postTransfer } from '../ledger/post-transfer.ts';
import { findWallet } from '../wallets/find-wallet.ts';
import { insertMoneyTransaction } from '../wallets/insert-money-transaction.ts';
import {
  MONEY_TRANSACTION_COLUMNS,
  toMoneyTransaction,
  type MoneyTransaction,
  type MoneyTransactionRow,
} from '../wallets/money-transaction.ts';
import { WALLET_NOT_FOUND_MESSAGE } from '../wallets/wallet-constants.ts';
import {
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
  QUOTE_USED_MESSAGE,
  TRANSFER_KEY_REUSED_MESSAGE,
} from './transfer-constants.ts';
import {
  TRANSFER_QUOTE_COLUMNS,
  toTransferQuote,
  type TransferQuoteRecord,
  type TransferQuoteRow,
} from './transfer-quote.ts';

export interface ExecuteTransferOptions {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  input: { quoteId: string; idempotencyKey: string };
}

export interface ExecutedTransfer {
  quote: TransferQuoteRecord;
  /** The source wallet's side: the amount and the fee. */
  sent: MoneyTransaction;
  /** The destination wallet's side: what arrived. */
  received: MoneyTransaction;
  /** true: the same request came before, and this is its answer again. */
  replayed: boolean;
}

async function transactionByKey(db: AppDatabase, userId: string, key: string): Promise<MoneyTransaction> {
  const [row] = await queryRows<MoneyTransactionRow>(
    db,
    sql`select ${sql.raw(MONEY_TRANSACTION_COLUMNS)} from money_transactions
         where user_id = ${userId} and idempotency_key = ${key}`,
  );
  assertLedger(row, `transaction ${key} exists`);
  return toMoneyTransaction(row);
}

/**
 * Executes a quote: the source wallet pays the house FX account in its currency, the house FX account pays
 * the destination wallet in the other, both ledger transfers and both 'transfer' transactions in one
 * database transaction. The quote row is locked, so a quote converts money once whatever races; the
 * player's key decides replays (same key and quote: the same answer; same key, other quote: 409), and is
 * checked before expiry so a retry of a transfer that went through still gets its answer.
 */
export async function executeTransfer(options: ExecuteTransferOptions): Promise<ExecutedTransfer> {
  const { db, clock, userId, input } = options;
  if (!isUuid(input.quoteId)) {
    throw new DomainError('NOT_FOUND', QUOTE_NOT_FOUND_MESSAGE, { quoteId: QUOTE_NOT_FOUND_MESSAGE });
  }
  return db.transaction(async (tx) => {
    const [row] = await queryRows<TransferQuoteRow>(
      tx,
      sql`select ${sql.raw(TRANSFER_QUOTE_COLUMNS)} from transfer_quotes
           where id = ${input.quoteId} and user_id = ${userId} for update`,
    );
    if (!row) throw new DomainError('NOT_FOUND', QUOTE_NOT_FOUND_MESSAGE, { quoteId: QUOTE_NOT_FOUND_MESSAGE });
    const quote = toTransferQuote(row);
    const now = clock.now();
    const fingerprint = `transfer:${quote.id}`;
    const {
      transaction: sent,
      created,
      requestFingerprint,
    } = await insertMoneyTransaction({
      db: tx,
      now,
      userId,
      walletId: quote.fromWalletId,
      type: 'transfer',
      status: 'completed',
      currency: quote.fromCurrency,
      amount: quote.amount,
      feeAmount: quote.fee,
      idempotencyKey: input.idempotencyKey,
      requestFingerprint: fingerprint,
    });
    if (!created) {
      if (requestFingerprint !== fingerprint) {
        throw new DomainError('CONFLICT', TRANSFER_KEY_REUSED_MESSAGE, { idempotencyKey: TRANSFER_KEY_REUSED_MESSAGE });
      }
      const received = await transactionByKey(tx, userId, transferInKey(quote.id));
      return { quote, sent, received, replayed: true };
    }
    if (quote.transactionId) throw new DomainError('CONFLICT', QUOTE_USED_MESSAGE, { quoteId: QUOTE_USED_MESSAGE });
    if (now.getTime() >= quote.expiresAt.getTime()) {
      throw new DomainError('QUOTE_EXPIRED', QUOTE_EXPIRED_MESSAGE, { quoteId: QUOTE_EXPIRED_MESSAGE });
    }
    const from = await findWallet({ db: tx, userId, walletId: quote.fromWalletId });
    const to = await findWallet({ db: tx, userId, walletId: quote.toWalletId });
    if (!from || !to) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE);

    const houseFrom = await ensureSystemAccount({ db: tx, clock, kind: 'house_fx', currency: quote.fromCurrency });
    const houseTo = await ensureSystemAccount({ db: tx, clock, kind: 'house_fx', currency: quote.toCurrency });
    // Refused (422, rolling everything back) when the source's available money no longer covers it.
    const out = await postTransfer({
      db: tx,
      clock,
      idempotencyKey: transferOutKey(quote.id),
      kind: 'transfer',
      currency: quote.fromCurrency,
      postings: [
        { accountId: from.id, amount: -quote.amount },
        { accountId: houseFrom, amount: quote.amount },
      ],
    });
    const arrived = await postTransfer({
      db: tx,
      clock,
      idempotencyKey: transferInKey(quote.id),
      kind: 'transfer',
      currency: quote.toCurrency,
      postings: [
        { accountId: houseTo, amount: -quote.receive },
        { accountId: to.id, amount: quote.receive },
      ],
    });
    assertLedger(out.applied && arrived.applied, 'an unused quote has never moved money');
    await tx.execute(sql`update money_transactions set transfer_id = ${out.transferId} where id = ${sent.id}`);
    const { transaction: received } = await insertMoneyTransaction({
      db: tx,
      now,
      userId,
      walletId: to.id,
      type: 'transfer',
      status: 'completed',
      currency: quote.toCurrency,
      amount: quote.receive,
      idempotencyKey: transferInKey(quote.id),
      transferId: arrived.transferId,
    });
    await tx.execute(sql`update transfer_quotes set transaction_id = ${sent.id} where id = ${quote.id}`);
    return { quote: { ...quote, transactionId: sent.id }, sent, received, replayed: false };
  });
}
