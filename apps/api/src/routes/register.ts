import { registerRequestSchema } from '@gom/contract/auth';
import type { FastifyPluginAsync } from 'fastify';
import { refuseIfHashingFull } from '../domain/accounts/password-hash.ts';
import { registerUser } from '../domain/accounts/register-user.ts';
import { toUserResponse } from '../http/user-response.ts';

export const registerRoutes: FastifyPluginAsync = async (app) => {
  /** Creates an account (201); the player signs in afterwards (no cookies here). An identical repeat answers 200. */
  app.post('/register', async (request, reply) => {
    // A request shed for a burst is no attempt: refused before the rate limits count it. A sign-up's hash goes
    // ahead of the logins' in line, so only the sign-ups ahead count toward its wait.
    refuseIfHashingFull('first');
    await app.rateLimitByIp(request, 'register');
    const input = registerRequestSchema.parse(request.body);
    await app.rateLimitByEmail(request, 'register', input.email);
    const { user, replayed } = await registerUser({ db: app.db, clock: app.clock, input });
    return reply.status(replayed ? 200 : 201).send({ data: toUserResponse(user) });
  });
};
