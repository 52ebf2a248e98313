import type { CurrencyCode } from '@gom/contract/money';

// The player's view of money movements (decisions.md: a transaction is one transfer or funding attempt).

export type MoneyTransactionType =
  'funding' | 'gameStake' | 'winnings' | 'refund' | 'withdrawal' | 'transfer' | 'subscription';
export type MoneyTransactionStatus = 'initiated' | 'pending' | 'processing' | 'completed' | 'failed' | 'cancelled';

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
}

/** Selects the columns `toMoneyTransaction` reads; bigints as text so both drivers agree. */
export const MONEY_TRANSACTION_COLUMNS = `id, user_id, wallet_id, reference, type, status, currency,
  amount::text as amount, fee_amount::text as fee_amount, payment_link, created_at`;

export function toMoneyTransaction(row: MoneyTransactionRow): MoneyTransaction {
  return {
    id: row.id,
    userId: row.user_id,
    walletId: row.wallet_id,
    reference: row.reference,
    type: row.type as MoneyTransactionType,
    status: row.status as MoneyTransactionStatus,
    currency: row.currency as CurrencyCode,
    amount: BigInt(row.amount),
    feeAmount: row.fee_amount === null ? null : BigInt(row.fee_amount),
    paymentLink: row.payment_link,
    createdAt: new Date(row.created_at),
  };
}
