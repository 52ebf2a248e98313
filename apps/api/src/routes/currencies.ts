import { CURRENCIES } from '@gom/contract/money';
import type { FastifyPluginAsync } from 'fastify';

export const currenciesRoutes: FastifyPluginAsync = async (app) => {
  /** Public: the supported currencies with symbol, type and scale. */
  app.get('/currencies', async () => ({ data: Object.values(CURRENCIES) }));
};
