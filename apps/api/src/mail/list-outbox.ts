import { desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { outboxEmails } from '../db/schema.ts';

export const OUTBOX_LIST_LIMIT = 100;

/** The local outbox, newest first, optionally only the mail sent to one address. */
export function listOutbox(options: { db: AppDatabase; to?: string }) {
  return options.db
    .select()
    .from(outboxEmails)
    .where(options.to === undefined ? undefined : eq(outboxEmails.to, options.to))
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(OUTBOX_LIST_LIMIT);
}
