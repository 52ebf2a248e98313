import type { Currency } from '@gom/contract/currencies';
import type { Wallet } from '@gom/contract/wallets';

/** Spec §2: the supported currencies the player has no wallet for yet, in the server's order. */
export function missingCurrencies(currencies: readonly Currency[], wallets: readonly Wallet[]): Currency[] {
  const held = new Set(wallets.map((wallet) => wallet.currency.toUpperCase()));
  return currencies.filter((currency) => !held.has(currency.code.toUpperCase()));
}
