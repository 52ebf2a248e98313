import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertLedger } from './assert-ledger.ts';
import type { SystemAccountKind } from './ledger-types.ts';

// System accounts are created on first use, one per (kind, currency, provider), and never change id; the
// ids are remembered per database so hot paths do not look them up again.
const knownIds = new WeakMap<object, Map<string, string>>();

export interface EnsureSystemAccountOptions {
  db: AppDatabase;
  clock: Clock;
  kind: SystemAccountKind;
  currency: CurrencyCode;
  /** Only for payment_clearing and payout_clearing: the provider whose money in transit it counts. */
  provider?: string;
}

/** The id of the system account, creating it if needed (safe under concurrency: one unique index). */
export async function ensureSystemAccount(options: EnsureSystemAccountOptions): Promise<string> {
  const { db, kind, currency } = options;
  const perProvider = kind === 'payment_clearing' || kind === 'payout_clearing';
  const provider = perProvider ? (options.provider ?? '') : '';
  assertLedger(!perProvider || provider !== '', 'a clearing account needs a provider');
  const cacheKey = `${kind}:${currency}:${provider}`;
  let cache = knownIds.get(db);
  const cached = cache?.get(cacheKey);
  if (cached) return cached;

  // Look first, and insert only when missing: an INSERT … ON CONFLICT that meets the existing row waits for
  // any transaction that has changed it to end, and the house account is changed by every settlement; a plain
  // read never waits (issue 14: this insert was the second most waited-on statement of the games benchmark).
  const find = () =>
    queryRows<{ id: string }>(
      db,
      sql`select id from ledger_accounts where kind = ${kind} and currency = ${currency} and provider = ${provider}`,
    );
  let result = await find();
  if (result.length === 0) {
    await queryRows<Record<string, unknown>>(
      db,
      sql`
      insert into ledger_accounts (kind, currency, provider, created_at)
      values (${kind}, ${currency}, ${provider}, ${options.clock.now().toISOString()})
      on conflict (kind, currency, provider) where kind <> 'player_wallet' do nothing`,
    );
    result = await find();
  }
  const id = result[0]?.id;
  assertLedger(id, `system account ${cacheKey} exists after creation`);
  if (!cache) {
    cache = new Map();
    knownIds.set(db, cache);
  }
  cache.set(cacheKey, id);
  return id;
}
