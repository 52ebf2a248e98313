import type { CurrencyCode } from '@gom/contract/money';
import type { SubscriptionEndReason, SubscriptionStatus } from '../../db/schema.ts';

export interface SubscriptionRecord {
  id: string;
  userId: string;
  walletId: string;
  currency: CurrencyCode;
  price: bigint;
  status: SubscriptionStatus;
  anchorAt: Date;
  periodNumber: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  endReason: SubscriptionEndReason | null;
}

export interface SubscriptionRow {
  id: string;
  user_id: string;
  wallet_id: string;
  currency: string;
  price: string;
  status: string;
  anchor_at: string | Date;
  period_number: number;
  current_period_start: string | Date;
  current_period_end: string | Date;
  cancel_at_period_end: boolean;
  ended_at: string | Date | null;
  end_reason: string | null;
}

/** Selects the columns `toSubscriptionRecord` reads; the price as text so both drivers agree. */
export const SUBSCRIPTION_COLUMNS = `id, user_id, wallet_id, currency, price::text as price, status, anchor_at,
  period_number, current_period_start, current_period_end, cancel_at_period_end, ended_at, end_reason`;

export function toSubscriptionRecord(row: SubscriptionRow): SubscriptionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    walletId: row.wallet_id,
    currency: row.currency as CurrencyCode,
    price: BigInt(row.price),
    status: row.status as SubscriptionStatus,
    anchorAt: new Date(row.anchor_at),
    periodNumber: Number(row.period_number),
    currentPeriodStart: new Date(row.current_period_start),
    currentPeriodEnd: new Date(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    endedAt: row.ended_at === null ? null : new Date(row.ended_at),
    endReason: row.end_reason as SubscriptionEndReason | null,
  };
}
