import type { Wallet } from '@gom/contract/wallets';

/** Spec §2: the wallet flagged default, otherwise the first. */
export function pickDefaultWallet(wallets: readonly Wallet[]): Wallet | undefined {
  return wallets.find((wallet) => wallet.default) ?? wallets[0];
}

/** The wallet the player chose, while it still exists; else the default one. */
export function resolveSelectedWallet(wallets: readonly Wallet[], selectedId: string | undefined): Wallet | undefined {
  return wallets.find((wallet) => wallet.id === selectedId) ?? pickDefaultWallet(wallets);
}

/** The player's wallet in a currency (one per currency), whatever the case of the code. */
export function findWalletByCurrency(wallets: readonly Wallet[], currency: string): Wallet | undefined {
  const wanted = currency.toUpperCase();
  return wallets.find((wallet) => wallet.currency.toUpperCase() === wanted);
}
