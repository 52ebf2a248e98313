import fp from 'fastify-plugin';
import { RENEWAL_SWEEP_INTERVAL_MS } from '../domain/plans/plan-constants.ts';
import { renewDueSubscriptions, type RenewalOutcome } from '../domain/plans/renew-due-subscriptions.ts';

export interface Plans {
  /** Renews or ends every subscription whose period is over; also runs on an interval. */
  renewDueSubscriptions(): Promise<RenewalOutcome>;
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
    const plans: Plans = {
      renewDueSubscriptions: () => renewDueSubscriptions({ db, clock, settings: config.plans, mailer, log: app.log }),
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
  { name: 'plans', dependencies: ['app-context'] },
);
