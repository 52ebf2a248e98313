import type { PlanStatus } from '@gom/contract/plans';

// The server's answer for a player's plan (GET /users/{id}/subscription), for tests only.

/** A Free player with all five of today's games left, or a Premium one; no subscription details. */
export function planStatus(plan: PlanStatus['plan']): PlanStatus {
  return {
    plan,
    subscription: null,
    dailyGameLimit: plan === 'free' ? 5 : null,
    gamesToday: 0,
    freeGamesLeft: plan === 'free' ? 5 : null,
    marginPercent: plan === 'free' ? 8 : 5,
    premiumMarginPercent: 5,
    premiumPrices: [{ value: 9.99, currency: 'USD' }],
    notice: null,
  };
}
