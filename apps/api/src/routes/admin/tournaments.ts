import {
  cancelTournamentRequestSchema,
  createTournamentRequestSchema,
  tournamentParamsSchema,
  type AdminTournament,
} from '@gom/contract/contests';
import type { FastifyPluginAsync } from 'fastify';
import { getAdminTournament, listAdminTournaments } from '../../domain/contests/tournaments/audit-tournaments.ts';
import { cancelTournament } from '../../domain/contests/tournaments/cancel-tournament.ts';
import { createTournament } from '../../domain/contests/tournaments/create-tournament.ts';
import { toAdminTournamentResponse } from '../../http/tournament-response.ts';
import { authOf } from '../../plugins/authentication.ts';

/** The console's tournaments listed at most. */
const ADMIN_TOURNAMENTS_LISTED = 100;

/** Operators: schedule (create), list with readiness and audit, one tournament, cancel (decision 0150). */
export const adminTournamentsRoutes: FastifyPluginAsync = async (app) => {
  app.post('/admin/tournaments', async (request, reply) => {
    const input = createTournamentRequestSchema.parse(request.body);
    const actorId = authOf(request).userId;
    const { tournamentId } = await createTournament({
      db: app.db,
      clock: app.clock,
      actorId,
      request: input,
      secret: app.config.clipSecret,
      xgSamples: app.tournaments.xgSamples,
    });
    const data: AdminTournament = toAdminTournamentResponse(
      await getAdminTournament({ db: app.db, userId: actorId, tournamentId }),
    );
    return reply.status(201).send({ data });
  });

  app.get('/admin/tournaments', async (request) => {
    const records = await listAdminTournaments({
      db: app.db,
      userId: authOf(request).userId,
      limit: ADMIN_TOURNAMENTS_LISTED,
    });
    const data: AdminTournament[] = records.map(toAdminTournamentResponse);
    return { data };
  });

  app.get('/admin/tournaments/:tournamentId', async (request) => {
    const { tournamentId } = tournamentParamsSchema.parse(request.params);
    const data: AdminTournament = toAdminTournamentResponse(
      await getAdminTournament({ db: app.db, userId: authOf(request).userId, tournamentId }),
    );
    return { data };
  });

  app.post('/admin/tournaments/:tournamentId/cancel', async (request) => {
    const { tournamentId } = tournamentParamsSchema.parse(request.params);
    const { reason } = cancelTournamentRequestSchema.parse(request.body);
    const actorId = authOf(request).userId;
    await cancelTournament({ db: app.db, clock: app.clock, actorId, matchId: tournamentId, reason });
    const data: AdminTournament = toAdminTournamentResponse(
      await getAdminTournament({ db: app.db, userId: actorId, tournamentId }),
    );
    return { data };
  });
};
