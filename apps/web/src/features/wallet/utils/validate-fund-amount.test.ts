import { describe, expect, it } from 'vitest';
import { AMOUNT_NOT_POSITIVE, MISSING_WALLET_OR_AMOUNT, validateFundAmount } from './validate-fund-amount.ts';

const usd = { walletId: 'w1', currency: 'USD' };

describe('validateFundAmount (spec §5)', () => {
  it('needs a wallet and an amount', () => {
    expect(validateFundAmount({ ...usd, amount: '' })).toEqual({ ok: false, message: MISSING_WALLET_OR_AMOUNT });
    expect(validateFundAmount({ ...usd, amount: '   ' })).toEqual({ ok: false, message: MISSING_WALLET_OR_AMOUNT });
    expect(validateFundAmount({ walletId: undefined, currency: undefined, amount: '5' })).toEqual({
      ok: false,
      message: MISSING_WALLET_OR_AMOUNT,
    });
  });

  it.each(['0', '-1', 'abc', 'NaN', 'Infinity', '0.000'])('refuses %s as not above 0', (amount) => {
    expect(validateFundAmount({ ...usd, amount })).toEqual({ ok: false, message: AMOUNT_NOT_POSITIVE });
  });

  it("refuses more decimals than the currency's scale, in words", () => {
    expect(validateFundAmount({ ...usd, amount: '1.005' })).toEqual({
      ok: false,
      message: 'USD amounts can have at most 2 decimal places',
    });
    expect(validateFundAmount({ walletId: 'w2', currency: 'USDT', amount: '1.0000001' })).toEqual({
      ok: false,
      message: 'USDT amounts can have at most 6 decimal places',
    });
  });

  it('accepts what the scale allows', () => {
    expect(validateFundAmount({ ...usd, amount: '10.5' })).toEqual({ ok: true, value: 10.5 });
    expect(validateFundAmount({ ...usd, amount: '0.01' })).toEqual({ ok: true, value: 0.01 });
    expect(validateFundAmount({ walletId: 'w2', currency: 'USDT', amount: '0.123456' })).toEqual({
      ok: true,
      value: 0.123456,
    });
  });

  it('refuses an amount too large to count in minor units', () => {
    expect(validateFundAmount({ ...usd, amount: '1e20' })).toEqual({ ok: false, message: 'Amount is too large' });
  });
});
