import type { CurrencyCode } from '@gom/contract/money';
import { isTransferInKey } from '../ledger/ledger-keys.ts';

// The player's view of money movements (decisions.md: a transaction is one transfer or funding attempt).

export type MoneyTransactionType =
  'funding' | 'gameStake' | 'winnings' | 'refund' | 'withdrawal' | 'transfer' | 'subscription' | 'entryFee' | 'prize';
export type MoneyTransactionStatus = 'initiated' | 'pending' | 'processing' | 'completed' | 'failed' | 'cancelled';
/** Whether the movement brings money into the player's wallet or takes it out. */
export type MoneyDirection = 'in' | 'out';

export interface MoneyTransaction {
  id: string;
  userId: string;
  walletId: string;
  reference: string;
  type: MoneyTransactionType;
  status: MoneyTransactionStatus;
  currency: CurrencyCode;
  amount: bigint;
  feeAmount: bigint | null;
  paymentLink: string | null;
  createdAt: Date;
  direction: MoneyDirection;
}

export interface MoneyTransactionRow {
  id: string;
  user_id: string;
  wallet_id: string;
  reference: string;
  type: string;
  status: string;
  currency: string;
  amount: string;
  fee_amount: string | null;
  payment_link: string | null;
  created_at: string | Date;
  idempotency_key: string;
}

/** Selects the columns `toMoneyTransaction` reads; bigints as text so both drivers agree. */
export const MONEY_TRANSACTION_COLUMNS = `id, user_id, wallet_id, reference, type, status, currency,
  amount::text as amount, fee_amount::text as fee_amount, payment_link, created_at, idempotency_key`;

// The receiving leg of a transfer between the player's own wallets is keyed by the server (`transferInKey`,
// ../ledger/ledger-keys.ts); a client's key can hold no ':', so the key tells the two legs apart.
const MONEY_IN_TYPES: ReadonlySet<MoneyTransactionType> = new Set(['funding', 'winnings', 'refund', 'prize']);

/**
 * In: a funding, winnings, a refund, a contest's prize or a transfer's receiving leg; out: a stake, an entry fee, a
 * withdrawal, Premium, a transfer sent.
 */
export function moneyDirectionOf(type: MoneyTransactionType, idempotencyKey: string): MoneyDirection {
  if (type === 'transfer') return isTransferInKey(idempotencyKey) ? 'in' : 'out';
  return MONEY_IN_TYPES.has(type) ? 'in' : 'out';
}

export function toMoneyTransaction(row: MoneyTransactionRow): MoneyTransaction {
  const type = row.type as MoneyTransactionType;
  return {
    id: row.id,
    userId: row.user_id,
    walletId: row.wallet_id,
    reference: row.reference,
    type,
    status: row.status as MoneyTransactionStatus,
    currency: row.currency as CurrencyCode,
    amount: BigInt(row.amount),
    feeAmount: row.fee_amount === null ? null : BigInt(row.fee_amount),
    paymentLink: row.payment_link,
    createdAt: new Date(row.created_at),
    direction: moneyDirectionOf(type, row.idempotency_key),
  };
}
