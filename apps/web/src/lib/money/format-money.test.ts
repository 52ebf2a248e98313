import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAmount, formatMoney } from './format-money.ts';
import { currencySymbol } from './currency-symbols.ts';

describe('formatMoney: one display for balances and lists', () => {
  it('shows the value with two decimals when the currency is empty', () => {
    expect(formatMoney({ value: 12.5, currency: '' })).toBe('12.50');
    expect(formatMoney({ value: 3, currency: '' })).toBe('3.00');
  });

  it("puts each currency's symbol before the en-US value", () => {
    expect(formatMoney({ value: 1234.5, currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney({ value: 10, currency: 'EUR' })).toBe('€10.00');
    expect(formatMoney({ value: 10, currency: 'GBP' })).toBe('£10.00');
    expect(formatMoney({ value: 2500, currency: 'NGN' })).toBe('₦2,500.00');
    expect(formatMoney({ value: 10, currency: 'USDT' })).toBe('₮10.00');
    expect(formatMoney({ value: 10, currency: 'USDC' })).toBe('$10.00');
    expect(formatMoney({ value: 10, currency: 'ngn' })).toBe('₦10.00');
  });

  it('keeps the decimals a crypto scale allows instead of rounding them away', () => {
    expect(formatMoney({ value: 0.000001, currency: 'USDT' })).toBe('₮0.000001');
    expect(formatMoney({ value: 0.123456, currency: 'USDC' })).toBe('$0.123456');
    expect(formatMoney({ value: 1.5, currency: 'USDC' })).toBe('$1.50');
  });

  it("shows a code it does not know as 'value code', never as dollars", () => {
    expect(formatMoney({ value: 7.5, currency: 'DOGE' })).toBe('7.50 DOGE');
    expect(formatMoney({ value: 1, currency: 'XYZ' })).toBe('1.00 XYZ');
  });

  it('shows negative amounts with the sign before the symbol', () => {
    expect(formatMoney({ value: -5, currency: 'USD' })).toBe('-$5.00');
    expect(formatMoney({ value: -21.25, currency: 'NGN' })).toBe('-₦21.25');
  });
});

describe('currency symbols and flags', () => {
  it('maps every supported code to its spec symbol, $ otherwise', () => {
    expect(['USD', 'EUR', 'GBP', 'NGN', 'USDT', 'USDC', 'ABC'].map(currencySymbol)).toEqual([
      '$',
      '€',
      '£',
      '₦',
      '₮',
      '$',
      '$',
    ]);
  });

  it('formats a bare amount with grouping', () => {
    expect(formatAmount({ value: 1000000, currency: 'USD' })).toBe('1,000,000.00');
  });
});

describe('formatAmount agrees with Intl.NumberFormat', () => {
  const intl = (value: number, maximumFractionDigits: number) =>
    new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits }).format(value);
  // USD has two decimals, USDT six: the two scales a currency has today.
  const SCALES = [['USD', 2] as const, ['USDT', 6] as const];

  it('on amounts where rounding or the sign is delicate', () => {
    const values = [0, -0, 1.005, 2.675, 0.125, -0.001, -1.005, 0.0000005, 2.5e-7, 1e-7, 999.995, 1e21, 123456789.125];
    for (const [currency, scale] of SCALES) {
      for (const value of values) expect(formatAmount({ value, currency })).toBe(intl(value, scale));
    }
  });

  it('on any amount', () => {
    for (const [currency, scale] of SCALES) {
      fc.assert(
        fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
          expect(formatAmount({ value, currency })).toBe(intl(value, scale));
        }),
      );
      fc.assert(
        fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 8 }), (units, decimals) => {
          const value = units / 10 ** decimals;
          expect(formatAmount({ value, currency })).toBe(intl(value, scale));
        }),
      );
    }
  });
});
