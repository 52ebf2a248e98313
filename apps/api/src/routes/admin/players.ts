import {
  adminEmptyBodySchema,
  adminPlayerSearchSchema,
  adminUserParamsSchema,
  type AdminPayment,
  type AdminPlayerGame,
  type AdminPlayerProfile,
  type AdminPlayerSummary,
  type AdminWallet,
} from '@gom/contract/admin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { assertPlayerExists, getPlayer } from '../../domain/admin/get-player.ts';
import { listPayments } from '../../domain/admin/list-payments.ts';
import { listPlayerGames, listPlayerWallets, PLAYER_LIST_LIMIT } from '../../domain/admin/list-player-money.ts';
import { searchPlayers } from '../../domain/admin/search-players.ts';
import { setAccountLock } from '../../domain/admin/set-account-lock.ts';
import { getPlanStatus } from '../../domain/plans/get-plan-status.ts';
import { getSaferPlay } from '../../domain/safer-play/get-safer-play.ts';
import { toPlanStatusResponse } from '../../http/plan-response.ts';
import { toWire } from '../../http/admin-response.ts';
import { authOf } from '../../plugins/authentication.ts';

/** Players: search, the detail's sections (one call each), lock and unlock. */
export const adminPlayersRoutes: FastifyPluginAsync = async (app) => {
  const userIdOf = (request: FastifyRequest) => adminUserParamsSchema.parse(request.params).userId;

  app.get('/admin/players', async (request) => {
    const { q } = adminPlayerSearchSchema.parse(request.query);
    const data: AdminPlayerSummary[] = toWire(await searchPlayers({ db: app.db, query: q }));
    return { data };
  });

  app.get('/admin/players/:userId', async (request) => {
    const data: AdminPlayerProfile = toWire(await getPlayer({ db: app.db, userId: userIdOf(request) }));
    return { data };
  });

  app.get('/admin/players/:userId/wallets', async (request) => {
    const data: AdminWallet[] = toWire(await listPlayerWallets({ db: app.db, userId: userIdOf(request) }));
    return { data };
  });

  app.get('/admin/players/:userId/transactions', async (request) => {
    const filters = { userId: userIdOf(request), limit: PLAYER_LIST_LIMIT };
    const data: AdminPayment[] = toWire(await listPayments({ db: app.db, filters }));
    return { data };
  });

  app.get('/admin/players/:userId/games', async (request) => {
    const data: AdminPlayerGame[] = toWire(await listPlayerGames({ db: app.db, userId: userIdOf(request) }));
    return { data };
  });

  // The player's own views (GET /users/{id}/subscription and /safer-play), read for the operator: nothing here
  // can change a plan, a limit or a break, and no break can be shortened by anyone.
  app.get('/admin/players/:userId/plan', async (request) => {
    const userId = userIdOf(request);
    await assertPlayerExists({ db: app.db, userId });
    const settings = await app.plans.settingsNow();
    const status = await getPlanStatus({ db: app.db, userId, now: app.clock.now(), settings });
    return { data: toPlanStatusResponse(status, settings) };
  });

  app.get('/admin/players/:userId/safer-play', async (request) => {
    const userId = userIdOf(request);
    await assertPlayerExists({ db: app.db, userId });
    return { data: await getSaferPlay({ db: app.db, clock: app.clock, userId }) };
  });

  for (const [action, locked] of [
    ['lock', true],
    ['unlock', false],
  ] as const) {
    app.post(`/admin/players/:userId/${action}`, async (request) => {
      const userId = userIdOf(request);
      adminEmptyBodySchema.parse(request.body);
      const result = await setAccountLock({
        db: app.db,
        clock: app.clock,
        actorId: authOf(request).userId,
        userId,
        locked,
      });
      // This process stops the player's access at once; other processes within SESSION_CHECK_CACHE_SECONDS.
      if (locked) app.sessionChecks.forgetUser(userId);
      return { data: { userId, lockedAt: result.lockedAt?.toISOString() ?? null } };
    });
  }
};
