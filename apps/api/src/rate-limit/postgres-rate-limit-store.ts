import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

const SWEEP_EVERY_HITS = 1_000;

/**
 * Counters every API process shares, in PostgreSQL (decision 0019): one upsert per hit counts it and starts a
 * new window when the stored one has ended, atomically, so hits on several processes at once are each counted.
 * Every SWEEP_EVERY_HITS hits (per process) ended windows are deleted.
 */
export function createPostgresRateLimitStore(db: AppDatabase): RateLimitStore {
  let hitsSinceSweep = 0;
  return {
    // A queue's row keeps its last turn in reset_at (the sweep drops it once that turn has passed) and says in
    // count whether this claim was granted: one upsert, under the row's lock, so claims from every process at
    // once each get their own turn.
    async claimTurn({ key, spacingMs, maxWaitMs, now }) {
      const [row] = await queryRows<{ count: number; reset_at: Date | string }>(
        db,
        sql`insert into rate_limit_windows as w (key, count, reset_at)
            values (${key}, 1, ${new Date(now.getTime() + spacingMs)})
            on conflict (key) do update set
              count = case when greatest(w.reset_at, ${now}) + ${`${spacingMs} milliseconds`}::interval
                                <= ${new Date(now.getTime() + maxWaitMs)} then 1 else 0 end,
              reset_at = case when greatest(w.reset_at, ${now}) + ${`${spacingMs} milliseconds`}::interval
                                <= ${new Date(now.getTime() + maxWaitMs)}
                              then greatest(w.reset_at, ${now}) + ${`${spacingMs} milliseconds`}::interval
                              else w.reset_at end
            returning count, reset_at`,
      );
      if (!row) throw new Error('the rate limit upsert returned no row');
      return { granted: Number(row.count) === 1, at: new Date(row.reset_at) };
    },
    async hit({ key, windowMs, now }) {
      if (++hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        await db.execute(sql`delete from rate_limit_windows where reset_at <= ${now}`);
      }
      const resetAt = new Date(now.getTime() + windowMs);
      const [row] = await queryRows<{ count: number; reset_at: Date | string }>(
        db,
        sql`insert into rate_limit_windows as w (key, count, reset_at) values (${key}, 1, ${resetAt})
            on conflict (key) do update set
              count = case when w.reset_at <= ${now} then 1 else w.count + 1 end,
              reset_at = case when w.reset_at <= ${now} then excluded.reset_at else w.reset_at end
            returning count, reset_at`,
      );
      if (!row) throw new Error('the rate limit upsert returned no row');
      return { count: Number(row.count), resetAt: new Date(row.reset_at) };
    },
  };
}
