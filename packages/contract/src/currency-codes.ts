// The currencies a wallet can hold and how each is written. Kept apart from the money schemas (money.ts
// re-exports them) so that a screen which only formats money does not load the schema library.

export const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'NGN', 'USDT', 'USDC'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export type CurrencyInfo = { code: CurrencyCode; symbol: string; type: 'fiat' | 'crypto'; scale: number };

export const CURRENCIES: Record<CurrencyCode, CurrencyInfo> = {
  USD: { code: 'USD', symbol: '$', type: 'fiat', scale: 2 },
  EUR: { code: 'EUR', symbol: '€', type: 'fiat', scale: 2 },
  GBP: { code: 'GBP', symbol: '£', type: 'fiat', scale: 2 },
  NGN: { code: 'NGN', symbol: '₦', type: 'fiat', scale: 2 },
  USDT: { code: 'USDT', symbol: '₮', type: 'crypto', scale: 6 },
  USDC: { code: 'USDC', symbol: '$', type: 'crypto', scale: 6 },
};
