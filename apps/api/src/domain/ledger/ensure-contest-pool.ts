import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertLedger } from './assert-ledger.ts';

/**
 * The pool account of a contest (kind `contest_pool`, one per match): where its entry fees wait between its start
 * and its close. Created on first use; safe under concurrency (one unique index per match).
 */
export async function ensureContestPool(options: {
  db: AppDatabase;
  clock: Clock;
  matchId: string;
  currency: CurrencyCode;
}): Promise<string> {
  const { db, matchId, currency } = options;
  const find = () =>
    queryRows<{ id: string; currency: string }>(
      db,
      sql`select id, currency from ledger_accounts where kind = 'contest_pool' and match_id = ${matchId}`,
    );
  let [pool] = await find();
  if (!pool) {
    await queryRows<Record<string, unknown>>(
      db,
      sql`insert into ledger_accounts (kind, currency, match_id, created_at)
          values ('contest_pool', ${currency}, ${matchId}, ${options.clock.now().toISOString()})
          on conflict (match_id) where kind = 'contest_pool' do nothing`,
    );
    [pool] = await find();
  }
  assertLedger(pool, `the pool of match ${matchId} exists after creation`);
  assertLedger(pool.currency === currency, `the pool of match ${matchId} is in ${currency}`);
  return pool.id;
}

/** What a contest's pool holds now (0 before it was made). */
export async function readContestPoolBalance(options: { db: AppDatabase; matchId: string }): Promise<bigint> {
  const [row] = await queryRows<{ balance: string }>(
    options.db,
    sql`select balance::text as balance from ledger_accounts where kind = 'contest_pool' and match_id = ${options.matchId}`,
  );
  return BigInt(row?.balance ?? '0');
}
