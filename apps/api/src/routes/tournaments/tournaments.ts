import {
  entrantCallsParamsSchema,
  tournamentEntryRequestSchema,
  type EntrantCalls,
  tournamentParamsSchema,
  type Standings,
  type TournamentSummary,
  type WindowEntryStarted,
} from '@gom/contract/contests';
import type { FastifyPluginAsync } from 'fastify';
import { tournamentMode } from '../../domain/game/modes/tournament/tournament-mode.ts';
import { getTournament, listTournaments } from '../../domain/contests/tournaments/list-tournaments.ts';
import { playWindowEntry } from '../../domain/contests/tournaments/play-window-entry.ts';
import { readEntrantCalls } from '../../domain/contests/tournaments/read-entrant-calls.ts';
import { readStandings } from '../../domain/contests/tournaments/read-standings.ts';
import { toStandingsResponse, toTournamentSummaryResponse } from '../../http/tournament-response.ts';
import { authOf } from '../../plugins/authentication.ts';
import { entryOriginOf } from '../../http/entry-origin.ts';

/** Players' tournaments: the list, one tournament, its standings and entrants' calls, and entering one (decision 0150). */
export const tournamentsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/tournaments', { preHandler: app.requireUser }, async (request) => {
    const summaries = await listTournaments({ db: app.db, userId: authOf(request).userId });
    const data: { tournaments: TournamentSummary[] } = { tournaments: summaries.map(toTournamentSummaryResponse) };
    return { data };
  });

  app.get('/tournaments/:tournamentId', { preHandler: app.requireUser }, async (request) => {
    const { tournamentId } = tournamentParamsSchema.parse(request.params);
    const summary = await getTournament({ db: app.db, userId: authOf(request).userId, tournamentId });
    const data: TournamentSummary = toTournamentSummaryResponse(summary);
    return { data };
  });

  app.get('/tournaments/:tournamentId/standings', { preHandler: app.requireUser }, async (request) => {
    const { tournamentId } = tournamentParamsSchema.parse(request.params);
    const standings = await readStandings({
      db: app.db,
      now: app.clock.now(),
      matchId: tournamentId,
      userId: authOf(request).userId,
    });
    const data: Standings = toStandingsResponse(standings);
    return { data };
  });

  /** One entrant's calls, question by question, once the tournament has closed (any signed-in player). */
  app.get('/tournaments/:tournamentId/entrants/:userId/calls', { preHandler: app.requireUser }, async (request) => {
    const { tournamentId, userId } = entrantCallsParamsSchema.parse(request.params);
    const data: EntrantCalls = await readEntrantCalls({ db: app.db, matchId: tournamentId, userId });
    return { data };
  });

  /** An entrant opens their playing window's entry, once: the game to play on the game screen (decision 0171). */
  app.post('/tournaments/:tournamentId/play', { preHandler: app.requireUser }, async (request) => {
    const { tournamentId } = tournamentParamsSchema.parse(request.params);
    const data: WindowEntryStarted = await playWindowEntry({
      db: app.db,
      clock: app.clock,
      userId: authOf(request).userId,
      matchId: tournamentId,
    });
    return { data };
  });

  /** The owner enters: the fee held on the chosen wallet (201 with the entry's id). */
  app.post(
    '/users/:userId/tournament-entries',
    { preHandler: [app.requireUser, app.requireOwner] },
    async (request, reply) => {
      const entry = tournamentEntryRequestSchema.parse(request.body);
      const { entryId } = await tournamentMode.admit({
        db: app.db,
        clock: app.clock,
        userId: authOf(request).userId,
        tournamentId: entry.tournamentId,
        walletId: entry.walletId,
        plans: app.config.plans,
        origin: entryOriginOf(request),
      });
      return reply.status(201).send({ data: { entryId, tournamentId: entry.tournamentId } });
    },
  );
};
