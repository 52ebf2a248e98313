import type { Transaction } from '@gom/contract/transactions';

// Spec §9: the search matches reference, id and type, case-insensitive; the filters are case-insensitive
// matches; each filter offers only the values present in the data.

export const ALL = 'all';

export type TransactionFilters = { search: string; status: string; type: string };

export const NO_FILTERS: TransactionFilters = { search: '', status: ALL, type: ALL };

export function filterTransactions(transactions: readonly Transaction[], filters: TransactionFilters): Transaction[] {
  const needle = filters.search.trim().toLowerCase();
  const status = filters.status.toLowerCase();
  const type = filters.type.toLowerCase();
  return transactions.filter(
    (transaction) =>
      (status === ALL || transaction.status.toLowerCase() === status) &&
      (type === ALL || transaction.transactionType.toLowerCase() === type) &&
      (needle === '' ||
        [transaction.reference, transaction.id, transaction.transactionType].some((field) =>
          field.toLowerCase().includes(needle),
        )),
  );
}

/** The distinct values of one field, lower-cased, in order of first appearance. */
export function presentValues(transactions: readonly Transaction[], field: 'status' | 'transactionType'): string[] {
  return [...new Set(transactions.map((transaction) => transaction[field].toLowerCase()))];
}
