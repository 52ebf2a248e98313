import { describe, expect, it } from 'vitest';
import { formatSignedMoney } from './format-signed-money.ts';

describe('formatSignedMoney', () => {
  it('signs a gain with a plus and a loss with the true minus sign, and leaves nothing either way unsigned', () => {
    expect(formatSignedMoney({ value: 8.4, currency: 'USD' })).toBe('+$8.40');
    expect(formatSignedMoney({ value: -2, currency: 'USD' })).toBe('\u2212$2.00');
    expect(formatSignedMoney({ value: 0, currency: 'USD' })).toBe('$0.00');
    expect(formatSignedMoney({ value: -0, currency: 'USD' })).toBe('$0.00');
    expect(formatSignedMoney({ value: 1.5, currency: 'EUR' })).toBe('+€1.50');
    expect(formatSignedMoney({ value: -1.5, currency: 'XYZ' })).toBe('\u22121.50 XYZ');
  });
});
