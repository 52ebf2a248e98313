import type { FastifyPluginAsync } from 'fastify';
import { plainText } from '@gom/contract/text';
import { z } from 'zod';
import { listOutbox } from '../../mail/list-outbox.ts';

const outboxQuerySchema = z.strictObject({
  to: plainText('to').trim().toLowerCase().max(254).optional(),
});

/** The local outbox, for development and end-to-end tests. Never registered in production. */
export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/outbox', async (request) => {
    const { to } = outboxQuerySchema.parse(request.query);
    const emails = await listOutbox({ db: app.db, to });
    return {
      data: emails.map((email) => ({
        id: email.id,
        to: email.to,
        subject: email.subject,
        text: email.text,
        createdAt: email.createdAt.toISOString(),
      })),
    };
  });
};
