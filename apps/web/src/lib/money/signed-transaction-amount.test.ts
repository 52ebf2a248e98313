import { describe, expect, it } from 'vitest';
import { formatSignedMoney } from './format-signed-money.ts';
import { signedTransactionAmount } from './signed-transaction-amount.ts';

describe('signedTransactionAmount', () => {
  it('reads money in as positive and money out as negative, so both legs of a transfer read out and in', () => {
    const sent = signedTransactionAmount({ amount: { value: 40, currency: 'USD' }, direction: 'out' });
    const received = signedTransactionAmount({ amount: { value: 61070, currency: 'NGN' }, direction: 'in' });
    expect(formatSignedMoney(sent)).toBe('\u2212$40.00');
    expect(formatSignedMoney(received)).toBe('+₦61,070.00');
  });
});
