import type { CurrencyCode } from '@gom/contract/money';

/** A stored quote, money in minor units. */
export interface TransferQuoteRecord {
  id: string;
  userId: string;
  fromWalletId: string;
  toWalletId: string;
  fromCurrency: CurrencyCode;
  toCurrency: CurrencyCode;
  amount: bigint;
  fee: bigint;
  receive: bigint;
  rate: number;
  ratesAsOf: Date;
  expiresAt: Date;
  transactionId: string | null;
}

export interface TransferQuoteRow {
  id: string;
  user_id: string;
  from_wallet_id: string;
  to_wallet_id: string;
  from_currency: string;
  to_currency: string;
  amount: string;
  fee: string;
  receive: string;
  rate: string;
  rates_as_of: string | Date;
  expires_at: string | Date;
  transaction_id: string | null;
}

export const TRANSFER_QUOTE_COLUMNS = `id, user_id, from_wallet_id, to_wallet_id, from_currency, to_currency,
  amount::text as amount, fee::text as fee, receive::text as receive, rate, rates_as_of, expires_at, transaction_id`;

export function toTransferQuote(row: TransferQuoteRow): TransferQuoteRecord {
  return {
    id: row.id,
    userId: row.user_id,
    fromWalletId: row.from_wallet_id,
    toWalletId: row.to_wallet_id,
    fromCurrency: row.from_currency as CurrencyCode,
    toCurrency: row.to_currency as CurrencyCode,
    amount: BigInt(row.amount),
    fee: BigInt(row.fee),
    receive: BigInt(row.receive),
    rate: Number(row.rate),
    ratesAsOf: new Date(row.rates_as_of),
    expiresAt: new Date(row.expires_at),
    transactionId: row.transaction_id,
  };
}
