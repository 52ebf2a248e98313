import type { Plan } from '@gom/contract/plans';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  SUBSCRIPTION_COLUMNS,
  toSubscriptionRecord,
  type SubscriptionRecord,
  type SubscriptionRow,
} from './subscription-record.ts';
import type { PlanSettings } from './plan-settings.ts';

export interface PlayerPlan {
  plan: Plan;
  /** The live subscription (Premium), or null (Free). */
  subscription: SubscriptionRecord | null;
  /** The house margin of this player's odds, as a fraction (0.08). */
  margin: number;
  marginPercent: number;
}

/**
 * The player's plan now. Premium while a subscription is live: until its period ends when cancelled, and
 * until the renewal job has renewed or ended it otherwise (so a renewal a minute late costs the player
 * nothing, and a player never drops to Free while being charged).
 */
export async function readPlan(options: {
  db: AppDatabase;
  userId: string;
  now: Date;
  settings: PlanSettings;
}): Promise<PlayerPlan> {
  const { db, userId, now, settings } = options;
  const [row] = await queryRows<SubscriptionRow>(
    db,
    sql`select ${sql.raw(SUBSCRIPTION_COLUMNS)} from subscriptions where user_id = ${userId} and status = 'active'`,
  );
  const subscription = row ? toSubscriptionRecord(row) : null;
  const premium =
    subscription !== null &&
    (!subscription.cancelAtPeriodEnd || now.getTime() < subscription.currentPeriodEnd.getTime());
  const marginPercent = premium ? settings.premiumMarginPercent : settings.freeMarginPercent;
  return {
    plan: premium ? 'premium' : 'free',
    subscription: premium ? subscription : null,
    // Through the decimal text, so 7.15 % is exactly 0.0715 for the odds' exact arithmetic.
    margin: Number((marginPercent / 100).toFixed(4)),
    marginPercent,
  };
}
