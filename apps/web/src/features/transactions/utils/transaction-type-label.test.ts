import { describe, expect, it } from 'vitest';
import { transactionTypeLabel } from './transaction-type-label.ts';

describe('transactionTypeLabel', () => {
  it('names the spec’s types, a Premium month and a contest’s fee and prize, and capitalises the rest', () => {
    expect(transactionTypeLabel('gameStake')).toBe('Game Stake');
    expect(transactionTypeLabel('subscription')).toBe('Premium Subscription');
    expect(transactionTypeLabel('entryFee')).toBe('Entry Fee');
    expect(transactionTypeLabel('prize')).toBe('Prize');
    expect(transactionTypeLabel('winnings')).toBe('Winnings');
  });
});
