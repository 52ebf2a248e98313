import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { findWallet } from '../wallets/find-wallet.ts';
import { WALLET_NOT_FOUND_MESSAGE } from '../wallets/wallet-constants.ts';
import { addMonths } from './add-months.ts';
import { chargeSubscription } from './charge-subscription.ts';
import { ALREADY_PREMIUM_MESSAGE } from './plan-constants.ts';
import type { PlanSettings } from './plan-settings.ts';
import { readPlan } from './read-plan.ts';
import {
  SUBSCRIPTION_COLUMNS,
  toSubscriptionRecord,
  type SubscriptionRecord,
  type SubscriptionRow,
} from './subscription-record.ts';

export interface SubscribeToPremiumOptions {
  db: AppDatabase;
  clock: Clock;
  settings: PlanSettings;
  userId: string;
  walletId: string;
}

/**
 * Buys Premium: the first month is paid from the chosen wallet at the configured price in its currency, and
 * the subscription runs a calendar month from now, renewed by `renewDueSubscriptions`. All in one transaction:
 * a wallet that cannot pay (422) or a player who already has Premium (409) changes nothing. A player whose
 * cancelled Premium still runs subscribes again only once it has ended.
 */
export async function subscribeToPremium(options: SubscribeToPremiumOptions): Promise<SubscriptionRecord> {
  const { db, clock, settings, userId } = options;
  const now = clock.now();
  const notFound = new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE, { walletId: WALLET_NOT_FOUND_MESSAGE });
  try {
    return await db.transaction(async (tx) => {
      const wallet = await findWallet({ db: tx, userId, walletId: options.walletId });
      if (!wallet) throw notFound;
      const current = await readPlan({ db: tx, userId, now, settings });
      if (current.subscription) throw new DomainError('CONFLICT', ALREADY_PREMIUM_MESSAGE);
      // A cancelled subscription whose period is over but which the job has not ended yet: end it now.
      await tx.execute(
        sql`update subscriptions set status = 'ended', ended_at = current_period_end, end_reason = 'cancelled',
                   updated_at = ${now.toISOString()}
             where user_id = ${userId} and status = 'active' and cancel_at_period_end
               and current_period_end <= ${now.toISOString()}`,
      );
      const price = settings.premiumPrices[wallet.currency];
      const id = randomUUID();
      const [row] = await queryRows<SubscriptionRow>(
        tx,
        sql`insert into subscriptions (id, user_id, wallet_id, currency, price, status, anchor_at, period_number,
              current_period_start, current_period_end, cancel_at_period_end, created_at, updated_at)
            values (${id}, ${userId}, ${wallet.id}, ${wallet.currency}, ${price.toString()}::bigint, 'active',
              ${now.toISOString()}, 1, ${now.toISOString()}, ${addMonths(now, 1).toISOString()}, false,
              ${now.toISOString()}, ${now.toISOString()})
            returning ${sql.raw(SUBSCRIPTION_COLUMNS)}`,
      );
      if (!row) throw new Error('the subscription insert returned no row');
      await chargeSubscription({
        db: tx,
        clock,
        userId,
        subscriptionId: id,
        periodNumber: 1,
        walletId: wallet.id,
        currency: wallet.currency,
        price,
      });
      return toSubscriptionRecord(row);
    });
  } catch (error) {
    // Two purchases at once: the one-live-subscription index lets one through.
    if (uniqueViolationConstraint(error) === 'subscriptions_one_active_per_user') {
      throw new DomainError('CONFLICT', ALREADY_PREMIUM_MESSAGE);
    }
    throw error;
  }
}
