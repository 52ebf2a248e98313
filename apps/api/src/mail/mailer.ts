export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends email. The domain knows only this; SMTP or the local outbox sit behind it. */
export interface Mailer {
  /** Resolves once the message is accepted for delivery (not necessarily delivered). */
  send(message: EmailMessage): Promise<void>;
}
