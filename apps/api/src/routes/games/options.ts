import type { FastifyPluginAsync } from 'fastify';
import { listGameOptions } from '../../domain/clips/catalog/list-game-options.ts';

export const gameOptionsRoutes: FastifyPluginAsync = async (app) => {
  /** Public: the leagues and seasons of playable clips, for the creation form's pickers. */
  app.get('/games/options', async () => ({ data: await listGameOptions({ db: app.db }) }));
};
