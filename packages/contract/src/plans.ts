import { z } from 'zod';
import { FREE_TIER_GAMES_PER_DAY } from './constants.ts';
import { moneyViewSchema } from './money.ts';
import { plainText } from './text.ts';

// Plans: Free (FREE_TIER_GAMES_PER_DAY staked games a UTC day) and Premium (a monthly subscription paid
// from one of the player's wallets; unlimited games and a lower house margin, so higher odds).

export const PLANS = ['free', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

export const DAILY_GAME_LIMIT_MESSAGE = `Free plan: ${FREE_TIER_GAMES_PER_DAY} games a day. Upgrade to Premium for unlimited games.`;

export const subscribeRequestSchema = z.strictObject({
  walletId: plainText('walletId', { error: 'Please choose the wallet to pay from' }).min(
    1,
    'Please choose the wallet to pay from',
  ),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  walletId: z.string(),
  /** What each month costs, in the paying wallet's currency (the price of the latest payment). */
  price: moneyViewSchema,
  currentPeriodStart: z.string(),
  /** When the next renewal is charged, or when Premium ends if cancelled. */
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const planStatusSchema = z.object({
  plan: z.enum(PLANS),
  /** The live subscription, or null on Free. */
  subscription: subscriptionSchema.nullable(),
  /** Null on Premium (no limit). */
  dailyGameLimit: z.number().nullable(),
  /** Staked games created today (UTC) that count towards the limit. */
  gamesToday: z.number(),
  /** Null on Premium. */
  freeGamesLeft: z.number().nullable(),
  /** The house margin the player's odds are priced at, in percent (8 on Free, 5 on Premium by default). */
  marginPercent: z.number(),
  premiumMarginPercent: z.number(),
  /** Premium's monthly price in every currency it can be paid in. */
  premiumPrices: z.array(moneyViewSchema),
  /** Set when the latest Premium ended because a renewal could not be paid (and none is live now). */
  notice: z.object({ kind: z.literal('renewalFailed'), endedAt: z.string(), message: z.string() }).nullable(),
});
export type PlanStatus = z.infer<typeof planStatusSchema>;
