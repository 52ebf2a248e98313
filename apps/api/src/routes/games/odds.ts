import { createGameRequestSchema } from '@gom/contract/games';
import type { FastifyPluginAsync } from 'fastify';
import { quoteGameOdds } from '../../domain/game/quote-game-odds.ts';
import { toMoneyView } from '../../http/money-response.ts';
import { authOf } from '../../plugins/authentication.ts';

export const gameOddsRoutes: FastifyPluginAsync = async (app) => {
  /** Signed in: the odds for a game with these parameters, held for 2 minutes. */
  app.post('/games/odds', { preHandler: [app.requireUser] }, async (request) => {
    const gameRequest = createGameRequestSchema.parse(request.body);
    const quote = await quoteGameOdds({
      db: app.db,
      clock: app.clock,
      userId: authOf(request).userId,
      request: gameRequest,
      plans: app.config.plans,
    });
    return {
      data: {
        odds: quote.odds,
        potentialPayout: toMoneyView(quote.potentialPayout, quote.currency),
        expiresAt: quote.expiresAt.toISOString(),
      },
    };
  });
};
