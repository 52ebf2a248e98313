import { describe, expect, it } from 'vitest';
import { computePayout, formatPotentialPayout } from './compute-payout.ts';

describe('payout = stake × odds', () => {
  it('shows the potential payout to 2 decimals, rounded down like the payment', () => {
    expect(formatPotentialPayout(10, 1.68)).toBe('16.80');
    expect(formatPotentialPayout(1.5, 1.45)).toBe('2.17');
    expect(formatPotentialPayout(1, 1.01)).toBe('1.01');
    expect(formatPotentialPayout(9.9, 12.34)).toBe('122.16');
  });

  it('pays in whole minor units, rounded down, in exact arithmetic', () => {
    expect(computePayout({ stake: { value: 10, currency: 'USD' }, odds: 1.68 })).toEqual({
      value: 16.8,
      currency: 'USD',
    });
    expect(computePayout({ stake: { value: 1.5, currency: 'USD' }, odds: 1.45 })).toEqual({
      value: 2.17,
      currency: 'USD',
    });
    expect(computePayout({ stake: { value: 1.5, currency: 'USDT' }, odds: 1.45 })).toEqual({
      value: 2.175,
      currency: 'USDT',
    });
  });
});
