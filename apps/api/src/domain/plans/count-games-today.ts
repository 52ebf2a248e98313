import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { utcDay } from './add-months.ts';

/** Voided games a day that do not count: one game abandoned before its start is forgiven, more are not. */
export const FORGIVEN_VOIDS_PER_DAY = 1;

/**
 * Staked games the player created in `now`'s UTC day that count towards the Free limit (ADR 0017): every one
 * not voided, and every voided one past the first of the day. A voided game was never played and its stake came
 * back whole, but it held its clips meanwhile: creating games only to let them lapse is what hoards the fresh
 * buffer, so repeating it costs the day's Free games (decision 0082).
 */
export async function countGamesToday(options: { db: AppDatabase; userId: string; now: Date }): Promise<number> {
  const { start, end } = utcDay(options.now);
  const [row] = await queryRows<{ count: number }>(
    options.db,
    sql`select (count(*) filter (where status <> 'voided')
                 + greatest(count(*) filter (where status = 'voided') - ${FORGIVEN_VOIDS_PER_DAY}, 0))::int as count
          from games
         where user_id = ${options.userId} and created_at >= ${start.toISOString()}
           and created_at < ${end.toISOString()}`,
  );
  return Number(row?.count ?? 0);
}
