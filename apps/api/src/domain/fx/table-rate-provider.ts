import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { FxRateProvider } from './fx-rate-provider.ts';
import type { RateTable } from './rate-table.ts';

/**
 * The embedded default: the newest table the operator stored with `npm run fx -- set`, else the configured
 * one (FX_RATES and FX_RATES_AS_OF). Read on every quote, so a new table applies at once in every process.
 */
export function createTableRateProvider(options: { db: AppDatabase; configured: RateTable }): FxRateProvider {
  return {
    name: 'table',
    async currentRates() {
      const [stored] = await queryRows<{ per_usd: RateTable['perUsd']; as_of: string | Date }>(
        options.db,
        sql`select per_usd, as_of from fx_rate_tables order by created_at desc, as_of desc limit 1`,
      );
      if (!stored) return options.configured;
      return { perUsd: { ...stored.per_usd, USD: '1' }, asOf: new Date(stored.as_of) };
    },
  };
}

/** Stores a new table (the operator CLI): every later quote uses it. */
export async function storeRateTable(options: { db: AppDatabase; table: RateTable; now: Date }): Promise<void> {
  await options.db.execute(sql`
    insert into fx_rate_tables (per_usd, as_of, created_at)
    values (${JSON.stringify(options.table.perUsd)}::jsonb, ${options.table.asOf.toISOString()},
            ${options.now.toISOString()})`);
}
