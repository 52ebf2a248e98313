import type { Currency } from '@gom/contract/currencies';
import type { Transaction } from '@gom/contract/transactions';
import type { Wallet } from '@gom/contract/wallets';

// Shared sample answers for the wallet feature's tests.

export const USER_ID = 'u1';

export function wallet(overrides: Partial<Wallet> & Pick<Wallet, 'id' | 'currency'>): Wallet {
  return {
    default: false,
    balance: { value: 0, currency: overrides.currency },
    available: { value: 0, currency: overrides.currency },
    ...overrides,
  };
}

export const USD_WALLET = wallet({
  id: 'w-usd',
  currency: 'USD',
  default: true,
  balance: { value: 120, currency: 'USD' },
  available: { value: 100, currency: 'USD' },
});
export const EUR_WALLET = wallet({
  id: 'w-eur',
  currency: 'EUR',
  balance: { value: 50, currency: 'EUR' },
  available: { value: 50, currency: 'EUR' },
});

export const SUPPORTED_CURRENCIES: Currency[] = [
  { code: 'USD', symbol: '$', type: 'fiat', scale: 2 },
  { code: 'EUR', symbol: '€', type: 'fiat', scale: 2 },
  { code: 'GBP', symbol: '£', type: 'fiat', scale: 2 },
  { code: 'NGN', symbol: '₦', type: 'fiat', scale: 2 },
  { code: 'USDT', symbol: '₮', type: 'crypto', scale: 6 },
  { code: 'USDC', symbol: '$', type: 'crypto', scale: 6 },
];

export const PENDING_FUNDING: Transaction = {
  id: 'tx-1',
  reference: 'GOM-PEND01',
  transactionType: 'funding',
  status: 'initiated',
  amount: { value: 25, currency: 'EUR' },
  direction: 'in',
  paymentLink: 'http://localhost/api/sandbox/checkout/tx-1',
  createdAt: '2026-01-05T12:00:00.000Z',
};

export const PENDING_WITHDRAWAL: Transaction = {
  id: 'tx-2',
  reference: 'GOM-WDRW01',
  transactionType: 'withdrawal',
  status: 'processing',
  amount: { value: 20, currency: 'USD' },
  direction: 'out',
  createdAt: '2026-01-06T12:00:00.000Z',
};
