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

/**
 * Filters from the page's query string (`?status=initiated&type=funding&search=...`), so another screen can link
 * to a filtered history; anything absent is "all".
 */
export function filtersFromSearchParams(params: URLSearchParams): TransactionFilters {
  return {
    search: params.get('search') ?? '',
    status: params.get('status')?.toLowerCase() || ALL,
    type: params.get('type')?.toLowerCase() || ALL,
  };
}

/** The query string for a set of filters, leaving out what is "all" or empty. */
export function filtersToSearchParams(filters: TransactionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.status !== ALL) params.set('status', filters.status);
  if (filters.type !== ALL) params.set('type', filters.type);
  return params;
}

/** The distinct values of one field, lower-cased, in order of first appearance. */
export function presentValues(transactions: readonly Transaction[], field: 'status' | 'transactionType'): string[] {
  return [...new Set(transactions.map((transaction) => transaction[field].toLowerCase()))];
}
