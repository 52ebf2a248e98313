import type { CurrencyCode } from '@gom/contract/money';
import type { LimitKind, LimitPeriod } from '@gom/contract/safer-play';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { currencyScale } from '../ledger/minor-units.ts';

// Reading the limits and what counts against them. A limit row holds the amount in force and, for a raise
// or a removal, the change waiting out its 24 hours; `effectiveLimit` applies a change that is due.

export interface LimitRow {
  currency: CurrencyCode;
  kind: LimitKind;
  period: LimitPeriod;
  amount: bigint | null;
  pendingAmount: bigint | null;
  pendingEffectiveAt: Date | null;
}

/** The limit in force at `now` and the change still waiting, if any. */
export function effectiveLimit(
  row: LimitRow,
  now: Date,
): { amount: bigint | null; pending: { amount: bigint | null; effectiveAt: Date } | null } {
  if (row.pendingEffectiveAt === null) return { amount: row.amount, pending: null };
  if (row.pendingEffectiveAt.getTime() <= now.getTime()) return { amount: row.pendingAmount, pending: null };
  return { amount: row.amount, pending: { amount: row.pendingAmount, effectiveAt: row.pendingEffectiveAt } };
}

interface RawLimitRow {
  currency: string;
  kind: string;
  period: string;
  amount: string | null;
  pending_amount: string | null;
  pending_effective_at: string | Date | null;
}

export async function listLimits(options: {
  db: AppDatabase;
  userId: string;
  currency?: CurrencyCode;
}): Promise<LimitRow[]> {
  const rows = await queryRows<RawLimitRow>(
    options.db,
    sql`select currency, kind, period, amount::text as amount, pending_amount::text as pending_amount,
               pending_effective_at
          from safer_play_limits
         where user_id = ${options.userId}
           ${options.currency ? sql`and currency = ${options.currency}` : sql``}
         order by currency, kind, period`,
  );
  return rows.map((row) => ({
    currency: row.currency as CurrencyCode,
    kind: row.kind as LimitKind,
    period: row.period as LimitPeriod,
    amount: row.amount === null ? null : BigInt(row.amount),
    pendingAmount: row.pending_amount === null ? null : BigInt(row.pending_amount),
    pendingEffectiveAt: row.pending_effective_at === null ? null : new Date(row.pending_effective_at),
  }));
}

/**
 * Minor units counted against a limit since `since`: for a deposit limit every funding started and not
 * failed, cancelled or past its checkout's expiry (so ten checkouts at once cannot pass it; a late payment
 * the provider still confirms counts again once completed); for a loss limit stakes and contest entry fees not
 * given back minus winnings and prizes (negative when the player is ahead).
 */
export async function usageSince(options: {
  db: AppDatabase;
  userId: string;
  currency: CurrencyCode;
  kind: LimitKind;
  since: Date;
  now: Date;
}): Promise<bigint> {
  const { db, userId, currency, kind, since, now } = options;
  const [row] = await queryRows<{ used: string | null }>(
    db,
    kind === 'deposit'
      ? sql`select coalesce(sum(amount), 0)::text as used from money_transactions
             where user_id = ${userId} and currency = ${currency} and type = 'funding'
               and status not in ('failed', 'cancelled') and created_at >= ${since.toISOString()}
               and not (status = 'initiated' and expires_at <= ${now.toISOString()})`
      : sql`select coalesce(sum(case when type in ('gameStake', 'entryFee') then amount else -amount end), 0)::text as used
              from money_transactions
             where user_id = ${userId} and currency = ${currency} and created_at >= ${since.toISOString()}
               and ((type in ('gameStake', 'entryFee') and status <> 'cancelled')
                 or (type in ('winnings', 'prize') and status = 'completed'))`,
  );
  return BigInt(row?.used ?? '0');
}

/** 'USD 50.00': at least two decimals, more only when the amount has them (USDT 0.000001). */
export function formatMinor(minor: bigint, currency: CurrencyCode): string {
  const scale = currencyScale(currency);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  let fraction = digits.slice(-scale);
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${currency} ${negative ? '-' : ''}${digits.slice(0, -scale)}.${fraction}`;
}
