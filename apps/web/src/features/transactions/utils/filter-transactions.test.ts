import { describe, expect, it } from 'vitest';
import type { Transaction } from '@gom/contract/transactions';
import { filterTransactions, NO_FILTERS, presentValues } from './filter-transactions.ts';
import { transactionTypeLabel } from './transaction-type-label.ts';

function tx(overrides: Partial<Transaction>): Transaction {
  return {
    id: 'id-1',
    reference: 'GOM-AAA',
    transactionType: 'funding',
    status: 'completed',
    amount: { value: 10, currency: 'USD' },
    direction: 'in',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const list = [
  tx({ id: 'a1', reference: 'GOM-FUND1', transactionType: 'funding', status: 'initiated' }),
  tx({ id: 'b2', reference: 'GOM-STAKE', transactionType: 'gameStake', status: 'Pending' }),
  tx({ id: 'c3', reference: 'GOM-WIN', transactionType: 'Winnings', status: 'completed' }),
];

describe('filterTransactions (spec §9)', () => {
  it('returns everything without filters', () => {
    expect(filterTransactions(list, NO_FILTERS)).toHaveLength(3);
  });

  it('searches reference, id and type, case-insensitive', () => {
    expect(filterTransactions(list, { ...NO_FILTERS, search: 'gom-win' }).map((t) => t.id)).toEqual(['c3']);
    expect(filterTransactions(list, { ...NO_FILTERS, search: 'B2' }).map((t) => t.id)).toEqual(['b2']);
    expect(filterTransactions(list, { ...NO_FILTERS, search: 'GAMESTAKE' }).map((t) => t.id)).toEqual(['b2']);
    expect(filterTransactions(list, { ...NO_FILTERS, search: '  fund ' }).map((t) => t.id)).toEqual(['a1']);
    expect(filterTransactions(list, { ...NO_FILTERS, search: 'nothing' })).toEqual([]);
  });

  it('filters by status and type, case-insensitive, and combines with search', () => {
    expect(filterTransactions(list, { ...NO_FILTERS, status: 'pending' }).map((t) => t.id)).toEqual(['b2']);
    expect(filterTransactions(list, { ...NO_FILTERS, type: 'winnings' }).map((t) => t.id)).toEqual(['c3']);
    expect(filterTransactions(list, { search: 'gom', status: 'completed', type: 'WINNINGS' }).map((t) => t.id)).toEqual(
      ['c3'],
    );
    expect(filterTransactions(list, { search: 'stake', status: 'completed', type: 'all' })).toEqual([]);
  });

  it('offers only the statuses and types present, once each', () => {
    expect(presentValues([...list, tx({ status: 'COMPLETED' })], 'status')).toEqual([
      'initiated',
      'pending',
      'completed',
    ]);
    expect(presentValues(list, 'transactionType')).toEqual(['funding', 'gamestake', 'winnings']);
  });
});

describe('transactionTypeLabel (spec §3)', () => {
  it.each([
    ['gameStake', 'Game Stake'],
    ['funding', 'Funding'],
    ['fund', 'Funding'],
    ['winnings', 'Winnings'],
    ['withdrawal', 'Withdrawal'],
    ['transfer', 'Transfer'],
    ['subscription', 'Premium Subscription'],
    ['refund', 'Refund'],
    ['bet', 'Bet'],
  ])('%s reads %s', (type, label) => {
    expect(transactionTypeLabel(type)).toBe(label);
  });
});
