import fp from 'fastify-plugin';
import { withFairPremiumPrices } from '../domain/plans/fair-premium-prices.ts';
import { RENEWAL_SWEEP_INTERVAL_MS } from '../domain/plans/plan-constants.ts';
import type { PlanSettings } from '../domain/plans/plan-settings.ts';
import { renewDueSubscriptions, type RenewalOutcome } from '../domain/plans/renew-due-subscriptions.ts';

export interface Plans {
  /** Renews or ends every subscription whose period is over; also runs on an interval. */
  renewDueSubscriptions(): Promise<RenewalOutcome>;
  /** The plan settings with Premium's prices as charged now: fair at the current rates (fair-premium-prices.ts). */
  settingsNow(): Promise<PlanSettings>;
}

declare module 'fastify' {
  interface FastifyInstance {
    plans: Plans;
  }
}

export interface PlansPluginOptions {
  /** 0 turns the renewal interval off (tests call renewDueSubscriptions themselves). */
  renewalIntervalMs?: number;
}

export const plansPlugin = fp<PlansPluginOptions>(
  async (app, options) => {
    const { config, db, clock, mailer } = app;
    const settingsNow = async () =>
      withFairPremiumPrices(config.plans, await app.moneyOut.rates.currentRates(), app.moneyOut.spreadBasisPoints);
    const plans: Plans = {
      settingsNow,
      // Each month is charged at the fair price of the day (the rates may have moved since the last one).
      renewDueSubscriptions: async () =>
        renewDueSubscriptions({ db, clock, settings: await settingsNow(), mailer, log: app.log }),
    };
    app.decorate('plans', plans);

    const interval = options.renewalIntervalMs ?? RENEWAL_SWEEP_INTERVAL_MS;
    if (interval > 0) {
      const timer = setInterval(() => {
        plans.renewDueSubscriptions().then(
          (outcome) => outcome.renewed + outcome.ended + outcome.failed > 0 && app.log.info(outcome, 'subscriptions'),
          (error: unknown) => app.log.error({ err: error }, 'subscription renewal failed'),
        );
      }, interval);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'plans', dependencies: ['app-context', 'money-out'] },
);
