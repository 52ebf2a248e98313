import {
  dateOfBirthRequestSchema,
  limitRequestSchema,
  realityCheckAnswerSchema,
  realityCheckRequestSchema,
  selfExclusionRequestSchema,
  timeOutRequestSchema,
} from '@gom/contract/safer-play';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { answerRealityCheck } from '../../domain/safer-play/answer-reality-check.ts';
import { getSaferPlay } from '../../domain/safer-play/get-safer-play.ts';
import { setDateOfBirth } from '../../domain/safer-play/set-date-of-birth.ts';
import { setLimit } from '../../domain/safer-play/set-limit.ts';
import { setRealityCheck } from '../../domain/safer-play/set-reality-check.ts';
import { voidUnstartedGames } from '../../domain/game/void-unstarted-games.ts';
import { takeBreak } from '../../domain/safer-play/take-break.ts';
import { authOf } from '../../plugins/authentication.ts';

/** Safer play: every change answers the whole, fresh state, as GET does. */
export const saferPlayRoutes: FastifyPluginAsync = async (app) => {
  const guards = { preHandler: [app.requireUser, app.requireOwner] };
  const context = (request: FastifyRequest) => ({ db: app.db, clock: app.clock, userId: authOf(request).userId });
  const state = async (request: FastifyRequest) => ({ data: await getSaferPlay(context(request)) });

  app.get('/users/:userId/safer-play', guards, state);

  app.put('/users/:userId/safer-play/limits', guards, async (request) => {
    await setLimit({ ...context(request), input: limitRequestSchema.parse(request.body) });
    return state(request);
  });

  app.put('/users/:userId/safer-play/reality-check', guards, async (request) => {
    const { intervalMinutes } = realityCheckRequestSchema.parse(request.body);
    await setRealityCheck({ ...context(request), intervalMinutes });
    return state(request);
  });

  app.post('/users/:userId/safer-play/reality-check/answer', guards, async (request) => {
    const { action } = realityCheckAnswerSchema.parse(request.body);
    await answerRealityCheck({ ...context(request), action });
    return state(request);
  });

  // A break voids the games made before it and not started yet, once it is stored: none can be started during it.
  const voidUnstarted = (request: FastifyRequest) =>
    voidUnstartedGames({ db: app.db, userId: authOf(request).userId, dispatch: app.games.dispatch });

  app.post('/users/:userId/safer-play/time-out', guards, async (request) => {
    const { duration } = timeOutRequestSchema.parse(request.body);
    await takeBreak({ ...context(request), kind: 'timeOut', duration });
    await voidUnstarted(request);
    return state(request);
  });

  app.post('/users/:userId/safer-play/self-exclusion', guards, async (request) => {
    const { duration } = selfExclusionRequestSchema.parse(request.body);
    await takeBreak({ ...context(request), kind: 'selfExclusion', duration });
    await voidUnstarted(request);
    return state(request);
  });

  app.put('/users/:userId/safer-play/date-of-birth', guards, async (request) => {
    const { dateOfBirth } = dateOfBirthRequestSchema.parse(request.body);
    await setDateOfBirth({ ...context(request), dateOfBirth });
    return state(request);
  });
};
