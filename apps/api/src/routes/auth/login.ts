import { loginRequestSchema } from '@gom/contract/auth';
import type { FastifyPluginAsync } from 'fastify';
import { refuseIfHashingFull } from '../../domain/accounts/password-hash.ts';
import { signAccessToken } from '../../domain/accounts/access-token.ts';
import { authenticateUser } from '../../domain/accounts/authenticate-user.ts';
import { startSession } from '../../domain/accounts/start-session.ts';
import { deviceIdOf, rememberKnownDevice } from '../../http/known-device-cookie.ts';
import { setSessionCookies } from '../../http/session-cookies.ts';
import { toUserResponse } from '../../http/user-response.ts';

export const loginRoutes: FastifyPluginAsync = async (app) => {
  app.post('/auth/login', async (request, reply) => {
    // A request shed for a burst is no attempt: refused before the rate limits count it.
    refuseIfHashingFull();
    await app.rateLimitByIp(request, 'login');
    const input = loginRequestSchema.parse(request.body);
    await app.throttleLogin(request, input.email);
    const user = await authenticateUser({ db: app.db, email: input.email, password: input.password });
    const deviceId = deviceIdOf(request);
    const session = await startSession({
      db: app.db,
      clock: app.clock,
      userId: user.id,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'],
      deviceId,
    });
    const accessToken = signAccessToken({ ...session, secret: app.config.jwtSecret, now: app.clock.now() });
    setSessionCookies(reply, app.config, { accessToken, ...session });
    rememberKnownDevice(reply, app.config, { deviceId, secret: app.config.jwtSecret, email: input.email });
    return { data: toUserResponse(user) };
  });
};
