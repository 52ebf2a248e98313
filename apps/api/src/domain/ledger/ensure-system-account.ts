import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { databaseOf } from '../../db/database-of.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertLedger } from './assert-ledger.ts';
import { HOUSE_SHARDS } from './house-shards.ts';
import type { SystemAccountKind } from './ledger-types.ts';

// System accounts are created on first use, one per (kind, currency, provider, shard), and never change id;
// the ids are remembered per database (a transaction's: the database it was begun on) so hot paths do not look
// them up again.
const knownIds = new WeakMap<object, Map<string, string>>();

export interface EnsureSystemAccountOptions {
  db: AppDatabase;
  clock: Clock;
  kind: SystemAccountKind;
  currency: CurrencyCode;
  /** Only for payment_clearing and payout_clearing: the provider whose money in transit it counts. */
  provider?: string;
  /** Only for house: which of its rows (houseShardOf, house-shards.ts); 0 when not given. */
  shard?: number;
}

/** The id of the system account, creating it if needed (safe under concurrency: one unique index). */
export async function ensureSystemAccount(options: EnsureSystemAccountOptions): Promise<string> {
  const { db, kind, currency } = options;
  const perProvider = kind === 'payment_clearing' || kind === 'payout_clearing';
  const provider = perProvider ? (options.provider ?? '') : '';
  assertLedger(!perProvider || provider !== '', 'a clearing account needs a provider');
  const shard = options.shard ?? 0;
  assertLedger(
    Number.isInteger(shard) && shard >= 0 && (kind === 'house' ? shard < HOUSE_SHARDS : shard === 0),
    `no shard ${shard} of a ${kind} account`,
  );
  const cacheKey = `${kind}:${currency}:${provider}:${shard}`;
  const cached = knownIds.get(databaseOf(db))?.get(cacheKey);
  if (cached) return cached;

  // Look first, and insert only when missing: an INSERT … ON CONFLICT that meets the existing row waits for
  // any transaction that has changed it to end, and the house account is changed by every settlement; a plain
  // read never waits (this insert was the second most waited-on statement of the games benchmark).
  const find = () =>
    queryRows<{ id: string }>(
      db,
      sql`select id from ledger_accounts
           where kind = ${kind} and currency = ${currency} and provider = ${provider} and shard = ${shard}`,
    );
  let result = await find();
  if (result.length === 0) {
    await queryRows<Record<string, unknown>>(
      db,
      sql`
      insert into ledger_accounts (kind, currency, provider, shard, created_at)
      values (${kind}, ${currency}, ${provider}, ${shard}, ${options.clock.now().toISOString()})
      on conflict (kind, currency, provider, shard) where kind not in ('player_wallet', 'contest_pool') do nothing`,
    );
    result = await find();
  }
  const id = result[0]?.id;
  assertLedger(id, `system account ${cacheKey} exists after creation`);
  // Remembered once the row is surely there for good: a transaction that created it may still roll back.
  afterCommit(db, () => {
    const root = databaseOf(db);
    const known = knownIds.get(root) ?? new Map<string, string>();
    knownIds.set(root, known);
    known.set(cacheKey, id);
  });
  return id;
}
