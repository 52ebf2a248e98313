import { subscribeRequestSchema } from '@gom/contract/plans';
import type { FastifyPluginAsync } from 'fastify';
import { cancelSubscription } from '../../domain/plans/cancel-subscription.ts';
import { getPlanStatus } from '../../domain/plans/get-plan-status.ts';
import { subscribeToPremium } from '../../domain/plans/subscribe-to-premium.ts';
import { toPlanStatusResponse } from '../../http/plan-response.ts';
import { authOf } from '../../plugins/authentication.ts';

export const subscriptionRoutes: FastifyPluginAsync = async (app) => {
  const guards = { preHandler: [app.requireUser, app.requireOwner] };
  // Premium's prices as charged now: the configured table kept fair at the current rates.
  const status = async (userId: string) => {
    const settings = await app.plans.settingsNow();
    return toPlanStatusResponse(await getPlanStatus({ db: app.db, userId, now: app.clock.now(), settings }), settings);
  };

  /** The owner: their plan, today's free games, Premium's prices, and the live subscription if any. */
  app.get('/users/:userId/subscription', guards, async (request) => ({ data: await status(authOf(request).userId) }));

  /** Buys Premium from one of the owner's wallets: the first month is paid now (201 with the new status). */
  app.post('/users/:userId/subscription', guards, async (request, reply) => {
    const { walletId } = subscribeRequestSchema.parse(request.body);
    const userId = authOf(request).userId;
    await subscribeToPremium({
      db: app.db,
      clock: app.clock,
      settings: await app.plans.settingsNow(),
      userId,
      walletId,
    });
    return reply.status(201).send({ data: await status(userId) });
  });

  /** Cancels at period end: Premium stays until the paid month is over, and is not renewed. */
  app.delete('/users/:userId/subscription', guards, async (request) => {
    const userId = authOf(request).userId;
    await cancelSubscription({ db: app.db, clock: app.clock, userId });
    return { data: await status(userId) };
  });
};
