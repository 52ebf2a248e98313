// The money caches of spec §7, shared by every screen that reads or changes them (wallet, transactions,
// the game's wallet select): funding invalidates wallets, wallet stats and transactions; creating a
// wallet invalidates wallets and wallet stats.

export const walletsQueryKey = (userId: string) => ['wallets', userId] as const;
export const walletStatsQueryKey = (userId: string) => ['wallet-stats', userId] as const;
export const transactionsQueryKey = (userId: string) => ['transactions', userId] as const;
export const CURRENCIES_QUERY_KEY = ['currencies'] as const;
