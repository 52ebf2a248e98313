import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { NOT_PREMIUM_MESSAGE } from './plan-constants.ts';
import {
  SUBSCRIPTION_COLUMNS,
  toSubscriptionRecord,
  type SubscriptionRecord,
  type SubscriptionRow,
} from './subscription-record.ts';

/**
 * Cancels at period end: the player keeps Premium until the period they paid for ends, and nothing more is
 * charged. Cancelling twice is the same as once. 404 when there is no live subscription.
 */
export async function cancelSubscription(options: {
  db: AppDatabase;
  clock: Clock;
  userId: string;
}): Promise<SubscriptionRecord> {
  const now = options.clock.now().toISOString();
  const [row] = await queryRows<SubscriptionRow>(
    options.db,
    sql`update subscriptions set cancel_at_period_end = true,
               updated_at = case when cancel_at_period_end then updated_at else ${now}::timestamptz end
         where user_id = ${options.userId} and status = 'active'
        returning ${sql.raw(SUBSCRIPTION_COLUMNS)}`,
  );
  if (!row) throw new DomainError('NOT_FOUND', NOT_PREMIUM_MESSAGE);
  return toSubscriptionRecord(row);
}
