import type { MoneyView } from '@gom/contract/money';
import type { Transaction } from '@gom/contract/transactions';
import type { TransferQuote, TransferResult } from '@gom/contract/transfers';
import type { Wallet } from '@gom/contract/wallets';
import { fromMinorUnits } from '../domain/ledger/minor-units.ts';
import type { ExecutedTransfer } from '../domain/transfers/execute-transfer.ts';
import type { TransferQuoteRecord } from '../domain/transfers/transfer-quote.ts';
import type { MoneyTransaction } from '../domain/wallets/money-transaction.ts';
import type { WalletView } from '../domain/wallets/wallet-view.ts';

/** Minor units as the wire's `{ value, currency }` (spec §3). */
export function toMoneyView(minor: bigint, currency: string): MoneyView {
  return { value: fromMinorUnits(minor, currency), currency };
}

export function toWalletResponse(wallet: WalletView): Wallet {
  return {
    id: wallet.id,
    currency: wallet.currency,
    default: wallet.isDefault,
    balance: toMoneyView(wallet.balance, wallet.currency),
    available: toMoneyView(wallet.available, wallet.currency),
  };
}

/** The player's transaction; a payment link only while it can still be paid. */
export function toTransactionResponse(transaction: MoneyTransaction): Transaction {
  const response: Transaction = {
    id: transaction.id,
    reference: transaction.reference,
    transactionType: transaction.type,
    status: transaction.status,
    amount: toMoneyView(transaction.amount, transaction.currency),
    direction: transaction.direction,
    createdAt: transaction.createdAt.toISOString(),
  };
  if (transaction.feeAmount !== null) response.feeAmount = toMoneyView(transaction.feeAmount, transaction.currency);
  if (transaction.status === 'initiated' && transaction.paymentLink) response.paymentLink = transaction.paymentLink;
  return response;
}

/** A stored transfer quote as `POST /users/{id}/transfers/quote` answers it. */
export function toTransferQuoteResponse(quote: TransferQuoteRecord): TransferQuote {
  return {
    quoteId: quote.id,
    rate: quote.rate,
    amount: toMoneyView(quote.amount, quote.fromCurrency),
    fee: toMoneyView(quote.fee, quote.fromCurrency),
    receive: toMoneyView(quote.receive, quote.toCurrency),
    expiresAt: quote.expiresAt.toISOString(),
    ratesAsOf: quote.ratesAsOf.toISOString(),
  };
}

export function toTransferResultResponse(transfer: ExecutedTransfer): TransferResult {
  const { quote } = transfer;
  return {
    transactionId: transfer.sent.id,
    reference: transfer.sent.reference,
    receiveTransactionId: transfer.received.id,
    amount: toMoneyView(quote.amount, quote.fromCurrency),
    fee: toMoneyView(quote.fee, quote.fromCurrency),
    receive: toMoneyView(quote.receive, quote.toCurrency),
    rate: quote.rate,
  };
}
