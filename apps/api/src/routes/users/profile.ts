import { emailChangeConfirmSchema, emailChangeRequestSchema, updateProfileRequestSchema } from '@gom/contract/auth';
import type { FastifyPluginAsync } from 'fastify';
import { confirmEmailChange, requestEmailChange } from '../../domain/accounts/change-email.ts';
import { getUser } from '../../domain/accounts/get-user.ts';
import { updateProfile } from '../../domain/accounts/update-profile.ts';
import { unauthenticated } from '../../http/api-error.ts';
import { toUserResponse } from '../../http/user-response.ts';
import { authOf } from '../../plugins/authentication.ts';

export const EMAIL_CODE_SENT_MESSAGE = 'We sent a 6-digit code to your new email. Enter it to confirm the change.';

export const profileRoutes: FastifyPluginAsync = async (app) => {
  const guards = { preHandler: app.requireUser };

  app.get('/users/profile', guards, async (request) => {
    const user = await getUser({ db: app.db, userId: authOf(request).userId });
    if (!user) throw unauthenticated();
    return { data: toUserResponse(user) };
  });

  app.patch('/users/profile', guards, async (request) => {
    const change = updateProfileRequestSchema.parse(request.body);
    const user = await updateProfile({ db: app.db, clock: app.clock, userId: authOf(request).userId, change });
    if (!user) throw unauthenticated();
    return { data: toUserResponse(user) };
  });

  const emailChange = (request: Parameters<typeof authOf>[0], email: string) => ({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    otpSecret: app.config.otpSecret,
    userId: authOf(request).userId,
    email,
  });

  app.post('/users/profile/email', guards, async (request) => {
    const { email, currentPassword } = emailChangeRequestSchema.parse(request.body);
    // A password guessed here counts against the account with the ones guessed at sign-in: one slowdown.
    const user = await getUser({ db: app.db, userId: authOf(request).userId });
    if (!user) throw unauthenticated();
    await app.throttleLogin(request, user.email);
    await requestEmailChange({ ...emailChange(request, email), currentPassword });
    return { data: { message: EMAIL_CODE_SENT_MESSAGE } };
  });

  app.post('/users/profile/email/confirm', guards, async (request) => {
    const { email, otp } = emailChangeConfirmSchema.parse(request.body);
    const user = await confirmEmailChange({ ...emailChange(request, email), otp });
    return { data: toUserResponse(user) };
  });
};
