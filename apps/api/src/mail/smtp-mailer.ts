import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';
import type { Logger } from '../lib/logger.ts';

/**
 * Sends through SMTP. Delivery runs in the background: a caller that waited for the SMTP server would
 * answer slower for existing accounts than for unknown ones, and timing would enumerate accounts.
 */
export function createSmtpMailer(options: { smtpUrl: string; from: string; log: Logger }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      transport.sendMail({ from: options.from, ...message }).then(
        () => options.log.info({ to: message.to, subject: message.subject }, 'email sent'),
        (error: unknown) =>
          options.log.error(
            {
              to: message.to,
              subject: message.subject,
              reason: error instanceof Error ? error.message : String(error),
            },
            'email could not be sent',
          ),
      );
    },
  };
}
