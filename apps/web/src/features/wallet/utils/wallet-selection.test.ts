import { describe, expect, it } from 'vitest';
import { missingCurrencies } from './missing-currencies.ts';
import { findWalletByCurrency, pickDefaultWallet, resolveSelectedWallet } from './pick-default-wallet.ts';
import { EUR_WALLET, SUPPORTED_CURRENCIES, USD_WALLET, wallet } from '../testing/fixtures.ts';

describe('wallet selection (spec §2)', () => {
  it('picks the default-flagged wallet, otherwise the first', () => {
    expect(pickDefaultWallet([EUR_WALLET, USD_WALLET])).toBe(USD_WALLET);
    expect(pickDefaultWallet([EUR_WALLET, { ...USD_WALLET, default: false }])).toBe(EUR_WALLET);
    expect(pickDefaultWallet([])).toBeUndefined();
  });

  it('keeps the chosen wallet while it exists', () => {
    expect(resolveSelectedWallet([EUR_WALLET, USD_WALLET], 'w-eur')).toBe(EUR_WALLET);
    expect(resolveSelectedWallet([EUR_WALLET, USD_WALLET], 'gone')).toBe(USD_WALLET);
  });

  it('finds the wallet of a currency whatever its case', () => {
    expect(findWalletByCurrency([EUR_WALLET, USD_WALLET], 'eur')).toBe(EUR_WALLET);
    expect(findWalletByCurrency([EUR_WALLET], 'GBP')).toBeUndefined();
  });
});

describe('missingCurrencies', () => {
  it('lists only the supported currencies without a wallet', () => {
    expect(
      missingCurrencies(SUPPORTED_CURRENCIES, [USD_WALLET, wallet({ id: 'x', currency: 'usdt' })]).map((c) => c.code),
    ).toEqual(['EUR', 'GBP', 'NGN', 'USDC']);
  });

  it('is empty when every currency is taken', () => {
    const all = SUPPORTED_CURRENCIES.map((currency) => wallet({ id: currency.code, currency: currency.code }));
    expect(missingCurrencies(SUPPORTED_CURRENCIES, all)).toEqual([]);
  });
});
