import { describe, expect, it } from 'vitest';
import { validateWithdrawal } from './validate-withdrawal.ts';

const BANK = { accountHolderName: 'Ada Lovelace', accountNumber: '0123456789', bankCode: '' };

describe('validateWithdrawal', () => {
  it('accepts an amount from the minimum with a complete bank destination, leaving out empty fields', () => {
    expect(validateWithdrawal({ walletId: 'w', currency: 'USD', amount: '5', destination: BANK })).toEqual({
      ok: true,
      value: 5,
      destination: { accountHolderName: 'Ada Lovelace', accountNumber: '0123456789' },
    });
  });

  it('says what is wrong first, in the words the server would use', () => {
    const check = (currency: 'USD' | 'NGN' | 'USDT', amount: string, destination: Record<string, string> = BANK) =>
      validateWithdrawal({ walletId: 'w', currency, amount, destination });
    expect(check('USD', '')).toEqual({ ok: false, message: 'Please select a wallet and enter an amount' });
    expect(check('USD', '0')).toEqual({ ok: false, message: 'Amount must be greater than 0' });
    expect(check('USD', '4.99')).toEqual({ ok: false, message: 'The minimum withdrawal is 5 USD' });
    expect(check('NGN', '999')).toEqual({ ok: false, message: 'The minimum withdrawal is 1000 NGN' });
    expect(check('USD', '10.001')).toEqual({ ok: false, message: 'USD amounts can have at most 2 decimal places' });
    expect(check('USD', '10', { accountNumber: '0123456789' })).toEqual({
      ok: false,
      message: 'Please enter the account holder name',
    });
    expect(check('USDT', '10', {})).toEqual({ ok: false, message: 'Please enter the wallet address' });
  });
});
