import { FREE_TIER_GAMES_PER_DAY } from '@gom/contract/constants';
import type { Plan } from '@gom/contract/plans';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { countGamesToday } from './count-games-today.ts';
import { RENEWAL_FAILED_MESSAGE } from './plan-constants.ts';
import type { PlanSettings } from './plan-settings.ts';
import { readPlan } from './read-plan.ts';
import type { SubscriptionRecord } from './subscription-record.ts';

export interface PlanStatusRecord {
  plan: Plan;
  subscription: SubscriptionRecord | null;
  /** null on Premium. */
  dailyGameLimit: number | null;
  gamesToday: number;
  freeGamesLeft: number | null;
  marginPercent: number;
  /** Set when the latest subscription ended because a renewal could not be paid, and none is live now. */
  renewalFailedAt: Date | null;
  notice: string | null;
}

/** What the player's plan is now, what it allows today, and whether Premium ended for want of payment. */
export async function getPlanStatus(options: {
  db: AppDatabase;
  userId: string;
  now: Date;
  settings: PlanSettings;
}): Promise<PlanStatusRecord> {
  const { db, userId, now } = options;
  const plan = await readPlan(options);
  const gamesToday = await countGamesToday({ db, userId, now });
  const free = plan.plan === 'free';
  let renewalFailedAt: Date | null = null;
  if (free) {
    const [latest] = await queryRows<{ end_reason: string | null; ended_at: string | Date | null }>(
      db,
      sql`select end_reason, ended_at from subscriptions where user_id = ${userId}
           order by created_at desc nulls last limit 1`,
    );
    if (latest?.end_reason === 'paymentFailed' && latest.ended_at) renewalFailedAt = new Date(latest.ended_at);
  }
  return {
    plan: plan.plan,
    subscription: plan.subscription,
    dailyGameLimit: free ? FREE_TIER_GAMES_PER_DAY : null,
    gamesToday,
    freeGamesLeft: free ? Math.max(0, FREE_TIER_GAMES_PER_DAY - gamesToday) : null,
    marginPercent: plan.marginPercent,
    renewalFailedAt,
    notice: renewalFailedAt ? RENEWAL_FAILED_MESSAGE : null,
  };
}
