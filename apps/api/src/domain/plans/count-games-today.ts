import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { utcDay } from './add-months.ts';

/**
 * Staked games the player created in `now`'s UTC day that count towards the Free limit (ADR 0017): every one
 * but those voided, since a voided game was never played and its stake came back whole.
 */
export async function countGamesToday(options: { db: AppDatabase; userId: string; now: Date }): Promise<number> {
  const { start, end } = utcDay(options.now);
  const [row] = await queryRows<{ count: number }>(
    options.db,
    sql`select count(*)::int as count from games
         where user_id = ${options.userId} and created_at >= ${start.toISOString()}
           and created_at < ${end.toISOString()} and status <> 'voided'`,
  );
  return Number(row?.count ?? 0);
}
