import type { AppDatabase } from '../db/client.ts';
import { outboxEmails } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mailer } from './mailer.ts';
import type { Logger } from '../lib/logger.ts';

/**
 * Without SMTP, email lands in a table any process can read (`GET /api/dev/outbox`). The log says that
 * one was queued, to whom and about what, never its text: it may hold a code.
 */
export function createOutboxMailer(options: { db: AppDatabase; clock: Clock; log: Logger }): Mailer {
  return {
    async send(message) {
      await options.db.insert(outboxEmails).values({ ...message, createdAt: options.clock.now() });
      options.log.info(
        { to: message.to, subject: message.subject },
        'email queued in the local outbox (GET /api/dev/outbox)',
      );
    },
  };
}
