import type { CurrencyCode } from '@gom/contract/money';

/** A wallet as the domain returns it: money in minor units; the HTTP layer makes wire numbers of it. */
export interface WalletView {
  id: string;
  currency: CurrencyCode;
  isDefault: boolean;
  balance: bigint;
  held: bigint;
  /** balance − held: what a new stake or hold may use. */
  available: bigint;
}

export interface WalletRow {
  id: string;
  currency: string;
  is_default: boolean;
  balance: string;
  held: string;
}

export function toWalletView(row: WalletRow): WalletView {
  const balance = BigInt(row.balance);
  const held = BigInt(row.held);
  return {
    id: row.id,
    currency: row.currency as CurrencyCode,
    isDefault: row.is_default,
    balance,
    held,
    available: balance - held,
  };
}
