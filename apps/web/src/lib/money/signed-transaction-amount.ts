import type { MoneyView } from '@gom/contract/money';
import type { Transaction } from '@gom/contract/transactions';

/** A transaction's amount signed by the way it moved: the wire's amount is always positive, `direction` says which. */
export function signedTransactionAmount(transaction: Pick<Transaction, 'amount' | 'direction'>): MoneyView {
  const { amount } = transaction;
  return transaction.direction === 'out' ? { ...amount, value: -amount.value } : amount;
}
