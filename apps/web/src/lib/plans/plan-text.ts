import { isApiError, type ApiError } from '@/lib/api-client.ts';
import type { PlanStatus } from '@gom/contract/plans';
import type { Wallet } from '@gom/contract/wallets';
import type { MoneyView } from '@gom/contract/money';

// The plan's words, shared by the creation screen, the dashboard, Settings and the Pricing section.

export const DAILY_GAME_LIMIT_CODE = 'DAILY_GAME_LIMIT';
export const UPGRADE_LABEL = 'Upgrade';
export const UPGRADE_TO_PREMIUM_LABEL = 'Upgrade to Premium';
export const CURRENT_PLAN_LABEL = 'Current plan';

/** 'N of 5 free games left today'. */
export function freeGamesLeftText(status: Pick<PlanStatus, 'freeGamesLeft' | 'dailyGameLimit'>): string | null {
  if (status.freeGamesLeft === null || status.dailyGameLimit === null) return null;
  const noun = status.freeGamesLeft === 1 ? 'game' : 'games';
  return `${status.freeGamesLeft} of ${status.dailyGameLimit} free ${noun} left today`;
}

/** 'Renews on 15 February 2030' or 'Premium until 15 February 2030' once cancelled. */
export function renewalText(subscription: NonNullable<PlanStatus['subscription']>): string {
  const date = new Date(subscription.currentPeriodEnd).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return subscription.cancelAtPeriodEnd ? `Premium until ${date}, then Free` : `Renews on ${date}`;
}

/** Premium's monthly price in the wallet's currency, when Premium can be paid in it. */
export function priceFor(status: Pick<PlanStatus, 'premiumPrices'>, wallet: Wallet | undefined): MoneyView | undefined {
  return wallet ? status.premiumPrices.find((price) => price.currency === wallet.currency) : undefined;
}

/** The Free plan's sixth game of the day (422 DAILY_GAME_LIMIT): its message goes with an 'Upgrade' button. */
export function isDailyGameLimit(error: unknown): error is ApiError {
  return isApiError(error) && error.code === DAILY_GAME_LIMIT_CODE;
}
