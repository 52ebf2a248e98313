import { passwordResetConfirmSchema, passwordResetRequestSchema } from '@gom/contract/auth';
import type { FastifyPluginAsync } from 'fastify';
import { confirmPasswordReset } from '../../domain/accounts/confirm-password-reset.ts';
import { requestPasswordReset } from '../../domain/accounts/request-password-reset.ts';

// The same answer whether or not the account exists, so the form cannot be used to test emails.
export const RESET_REQUESTED_MESSAGE = 'If an account exists for this email, we have sent a code to it.';
export const RESET_CONFIRMED_MESSAGE = 'Your password has been reset. Please sign in with your new password.';

export const passwordResetRoutes: FastifyPluginAsync = async (app) => {
  app.post('/auth/password-reset/request', async (request) => {
    await app.rateLimitByIp(request, 'resetRequest');
    const { email } = passwordResetRequestSchema.parse(request.body);
    await app.rateLimitByEmail(request, 'resetRequest', email);
    await requestPasswordReset({
      db: app.db,
      clock: app.clock,
      mailer: app.mailer,
      otpSecret: app.config.otpSecret,
      email,
    });
    return { data: { message: RESET_REQUESTED_MESSAGE } };
  });

  app.post('/auth/password-reset/confirm', async (request) => {
    // Every try counts toward the limit, right or wrong: only the code's own 5-try burn is about failures.
    await app.rateLimitByIp(request, 'resetConfirm');
    const input = passwordResetConfirmSchema.parse(request.body);
    await app.rateLimitByEmail(request, 'resetConfirm', input.email);
    const { userId } = await confirmPasswordReset({
      db: app.db,
      clock: app.clock,
      otpSecret: app.config.otpSecret,
      ...input,
    });
    // Signed out everywhere: at once on this process, within SESSION_CHECK_CACHE_SECONDS on the others.
    app.sessionChecks.forgetUser(userId);
    return { data: { message: RESET_CONFIRMED_MESSAGE } };
  });
};
