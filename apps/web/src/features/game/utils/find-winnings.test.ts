import { describe, expect, it } from 'vitest';
import type { Transaction } from '@gom/contract/transactions';
import { findWinnings } from './find-winnings.ts';

const tx = (id: string, type: string, value: number, currency = 'USD'): Transaction => ({
  id,
  reference: id,
  transactionType: type,
  status: 'completed',
  amount: { value, currency },
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe("finding this game's winnings", () => {
  const expected = { value: 16.8, currency: 'USD' };

  it('picks a new winnings transaction in the stake currency, preferring the exact payout', () => {
    const transactions = [tx('new-other', 'winnings', 3), tx('new', 'winnings', 16.8), tx('old', 'winnings', 16.8)];
    expect(findWinnings({ transactions, knownTransactionIds: ['old'], expected })?.id).toBe('new');
  });

  it('finds nothing among known, other-currency or other-type transactions, or without a snapshot', () => {
    const transactions = [
      tx('old', 'winnings', 16.8),
      tx('eur', 'winnings', 16.8, 'EUR'),
      tx('stake', 'gameStake', 10),
    ];
    expect(findWinnings({ transactions, knownTransactionIds: ['old'], expected })).toBeUndefined();
    expect(findWinnings({ transactions, knownTransactionIds: null, expected })).toBeUndefined();
  });
});
