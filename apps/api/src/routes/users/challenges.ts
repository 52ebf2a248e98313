import {
  acceptChallengeRequestSchema,
  challengeParamsSchema,
  challengeTokenParamsSchema,
  createChallengeRequestSchema,
} from '@gom/contract/contests';
import { userIdParamsSchema } from '@gom/contract/users';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { acceptChallenge } from '../../domain/contests/challenges/accept-challenge.ts';
import {
  CHALLENGE_LINK_INVALID_MESSAGE,
  CHALLENGE_NOT_FOUND_MESSAGE,
} from '../../domain/contests/challenges/challenge-messages.ts';
import { createChallenge } from '../../domain/contests/challenges/create-challenge.ts';
import {
  listChallenges,
  readChallenge,
  readChallengeByToken,
  type ChallengeView,
} from '../../domain/contests/challenges/read-challenge.ts';
import { startChallengeEntry } from '../../domain/contests/challenges/start-challenge-entry.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { toChallengeResponse } from '../../http/challenge-response.ts';
import { entryOriginOf } from '../../http/entry-origin.ts';
import { authOf } from '../../plugins/authentication.ts';

// Head-to-head challenges (decision 0160): made with a stake and a link, accepted by a friend holding the link, each
// side played on the play screen (its entry made when its player starts), settled once both have played.

/** A player sees the most recent challenges first; older ones stay in their history. */
const LIST_LIMIT = 50;

function readOptions(app: FastifyInstance, viewerId: string) {
  return { db: app.db, viewerId, linkSecret: app.config.jwtSecret, publicUrl: app.config.publicUrl };
}

function found(view: ChallengeView | undefined, message: string) {
  if (!view) throw new DomainError('NOT_FOUND', message);
  return { data: toChallengeResponse(view) };
}

export const challengesRoutes: FastifyPluginAsync = async (app) => {
  const guards = { preHandler: [app.requireUser, app.requireOwner] };

  /** Makes a challenge: the stake held, the clip set reserved (201), with its link for the creator to send. */
  app.post('/users/:userId/challenges', guards, async (request, reply) => {
    userIdParamsSchema.parse(request.params);
    const body = createChallengeRequestSchema.parse(request.body);
    const { userId } = authOf(request);
    const { matchId } = await createChallenge({
      db: app.db,
      clock: app.clock,
      userId,
      request: body,
      linkSecret: app.config.jwtSecret,
    });
    const view = await readChallenge({ ...readOptions(app, userId), matchId });
    return reply.status(201).send(found(view, CHALLENGE_NOT_FOUND_MESSAGE));
  });

  app.get('/users/:userId/challenges', guards, async (request) => {
    userIdParamsSchema.parse(request.params);
    const views = await listChallenges({ ...readOptions(app, authOf(request).userId), limit: LIST_LIMIT });
    return { data: { challenges: views.map(toChallengeResponse) } };
  });

  /** Accepts the challenge a link's token names, with a wallet in its currency (the same stake held). */
  app.post('/users/:userId/challenges/accept', guards, async (request) => {
    userIdParamsSchema.parse(request.params);
    const body = acceptChallengeRequestSchema.parse(request.body);
    const { userId } = authOf(request);
    const { matchId } = await acceptChallenge({ db: app.db, clock: app.clock, userId, request: body });
    return found(await readChallenge({ ...readOptions(app, userId), matchId }), CHALLENGE_NOT_FOUND_MESSAGE);
  });

  app.get('/users/:userId/challenges/:challengeId', guards, async (request) => {
    const { challengeId } = challengeParamsSchema.parse(request.params);
    const view = await readChallenge({ ...readOptions(app, authOf(request).userId), matchId: challengeId });
    return found(view, CHALLENGE_NOT_FOUND_MESSAGE);
  });

  /** Starts the player's side: their entry's game (201; the same one again 200), then played on the play screen. */
  app.post('/users/:userId/challenges/:challengeId/entry', guards, async (request, reply) => {
    const { challengeId } = challengeParamsSchema.parse(request.params);
    const { gameId } = await startChallengeEntry({
      db: app.db,
      clock: app.clock,
      userId: authOf(request).userId,
      matchId: challengeId,
      origin: entryOriginOf(request),
    });
    return reply.status(201).send({ data: { gameId } });
  });

  /** A link's challenge, for a signed-in player deciding whether to accept it. */
  app.get('/challenges/:token', { preHandler: [app.requireUser] }, async (request) => {
    const { token } = challengeTokenParamsSchema.parse(request.params);
    const view = await readChallengeByToken({ ...readOptions(app, authOf(request).userId), token });
    return found(view, CHALLENGE_LINK_INVALID_MESSAGE);
  });
};
