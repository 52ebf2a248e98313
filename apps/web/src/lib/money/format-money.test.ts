import { describe, expect, it } from 'vitest';
import { formatAmount, formatBalance, formatMoney } from './format-money.ts';
import { currencyFlag, currencySymbol } from './currency-symbols.ts';

// Intl separates a code from the number with a no-break space.
const NBSP = '\u00a0';

describe('formatMoney (spec §3)', () => {
  it('shows the value with two decimals when the currency is empty', () => {
    expect(formatMoney({ value: 12.5, currency: '' })).toBe('12.50');
    expect(formatMoney({ value: 3, currency: '' })).toBe('3.00');
  });

  it('formats as en-US currency', () => {
    expect(formatMoney({ value: 1234.5, currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney({ value: 10, currency: 'EUR' })).toBe('€10.00');
    expect(formatMoney({ value: 10, currency: 'GBP' })).toBe('£10.00');
    expect(formatMoney({ value: 2500, currency: 'NGN' })).toBe(`NGN${NBSP}2,500.00`);
  });

  it('shows any currency containing USD as USD', () => {
    expect(formatMoney({ value: 10, currency: 'USDT' })).toBe('$10.00');
    expect(formatMoney({ value: 10, currency: 'USDC' })).toBe('$10.00');
    expect(formatMoney({ value: 10, currency: 'usdt' })).toBe('$10.00');
  });

  it('keeps the decimals a crypto scale allows instead of rounding them away', () => {
    expect(formatMoney({ value: 0.000001, currency: 'USDT' })).toBe('$0.000001');
    expect(formatMoney({ value: 1.5, currency: 'USDC' })).toBe('$1.50');
  });

  it("falls back to 'value code' when Intl cannot format the code", () => {
    expect(formatMoney({ value: 7.5, currency: 'DOGE' })).toBe('7.5 DOGE');
  });

  it('formats a well-formed code it does not know the en-US way', () => {
    expect(formatMoney({ value: 1, currency: 'XYZ' })).toBe(`XYZ${NBSP}1.00`);
  });

  it('shows negative amounts with the sign first', () => {
    expect(formatMoney({ value: -5, currency: 'USD' })).toBe('-$5.00');
  });
});

describe('formatBalance (spec §3)', () => {
  it('puts the currency symbol before the value', () => {
    expect(formatBalance({ value: 1234.5, currency: 'USD' })).toBe('$1,234.50');
    expect(formatBalance({ value: 10, currency: 'EUR' })).toBe('€10.00');
    expect(formatBalance({ value: 10, currency: 'GBP' })).toBe('£10.00');
    expect(formatBalance({ value: 10, currency: 'NGN' })).toBe('₦10.00');
    expect(formatBalance({ value: 10, currency: 'USDT' })).toBe('₮10.00');
    expect(formatBalance({ value: 10, currency: 'USDC' })).toBe('$10.00');
  });

  it('uses $ for anything unknown', () => {
    expect(formatBalance({ value: 10, currency: 'XYZ' })).toBe('$10.00');
    expect(formatBalance({ value: 10, currency: '' })).toBe('$10.00');
  });

  it('keeps up to six decimals for crypto', () => {
    expect(formatBalance({ value: 0.123456, currency: 'USDT' })).toBe('₮0.123456');
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

  it('has a flag for fiat currencies only', () => {
    expect(currencyFlag('USD')).toBe('🇺🇸');
    expect(currencyFlag('ngn')).toBe('🇳🇬');
    expect(currencyFlag('USDT')).toBeUndefined();
  });

  it('formats a bare amount with grouping', () => {
    expect(formatAmount({ value: 1000000, currency: 'USD' })).toBe('1,000,000.00');
  });
});
