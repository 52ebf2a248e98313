import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * Cancels initiated fundings whose checkout has expired, so they leave 'Pending Funding'. Safe to run from
 * several processes at once: each row moves by one conditional update. A payment the provider confirms
 * later still credits (see handlePaymentEvent).
 */
export async function expireFundings({ db, clock }: { db: AppDatabase; clock: Clock }): Promise<number> {
  const now = clock.now().toISOString();
  const expired = await queryRows<{ id: string }>(
    db,
    sql`update money_transactions set status = 'cancelled', updated_at = ${now}
         where type = 'funding' and status = 'initiated' and expires_at <= ${now}
        returning id`,
  );
  return expired.length;
}
