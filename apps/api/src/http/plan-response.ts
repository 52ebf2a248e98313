import { CURRENCY_CODES } from '@gom/contract/money';
import type { PlanStatus, Subscription } from '@gom/contract/plans';
import type { PlanStatusRecord } from '../domain/plans/get-plan-status.ts';
import type { PlanSettings } from '../domain/plans/plan-settings.ts';
import type { SubscriptionRecord } from '../domain/plans/subscription-record.ts';
import { toMoneyView } from './money-response.ts';

export function toSubscriptionResponse(subscription: SubscriptionRecord): Subscription {
  return {
    id: subscription.id,
    walletId: subscription.walletId,
    price: toMoneyView(subscription.price, subscription.currency),
    currentPeriodStart: subscription.currentPeriodStart.toISOString(),
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}

export function toPlanStatusResponse(status: PlanStatusRecord, settings: PlanSettings): PlanStatus {
  return {
    plan: status.plan,
    subscription: status.subscription ? toSubscriptionResponse(status.subscription) : null,
    dailyGameLimit: status.dailyGameLimit,
    gamesToday: status.gamesToday,
    freeGamesLeft: status.freeGamesLeft,
    marginPercent: status.marginPercent,
    premiumMarginPercent: settings.premiumMarginPercent,
    premiumPrices: CURRENCY_CODES.map((code) => toMoneyView(settings.premiumPrices[code], code)),
    notice:
      status.renewalFailedAt && status.notice
        ? { kind: 'renewalFailed', endedAt: status.renewalFailedAt.toISOString(), message: status.notice }
        : null,
  };
}
