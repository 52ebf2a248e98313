import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { Clock } from '../../../lib/clock.ts';
import {
  recordDeliveryOn,
  sendSignedWebhook,
  type DeliveryOutcome,
  type WebhookRetryPolicy,
} from './send-signed-webhook.ts';

// The sandbox providers' durable outbox of webhooks, as a real provider keeps one: an event is queued in the
// same transaction as the decision it tells of, so a process that dies before (or while) sending it loses
// nothing; any process of the app sends what is due again, with backoff, until the API answers 2xx.

export type SandboxWebhookKind = 'checkout' | 'payout' | 'refund';

export interface SandboxWebhookEvent {
  /** The body's own event id: queuing it twice keeps one. */
  eventId: string;
  kind: SandboxWebhookKind;
  /** The checkout's or payout's id, whose delivery columns count the attempts too. */
  subjectId: string;
  rawBody: string;
}

/** Waits between the outbox's attempts: 1 s, 2 s, 4 s … then every 10 minutes, for as long as it takes. */
export const OUTBOX_FIRST_RETRY_MS = 1_000;
export const OUTBOX_MAX_RETRY_MS = 10 * 60_000;
/** How often each process looks for due events. */
export const SANDBOX_OUTBOX_INTERVAL_MS = 1_000;
/** A claimed event is not claimed again by another process for this long (a process that died while sending). */
const CLAIM_LEASE_MS = 60_000;
const CLAIM_BATCH = 20;
const ONE_ATTEMPT: WebhookRetryPolicy = { attempts: 1, baseDelayMs: 0, timeoutMs: 5_000 };

export function outboxRetryDelayMs(attempts: number): number {
  return Math.min(OUTBOX_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_MAX_RETRY_MS);
}

const SUBJECT_TABLE = { checkout: 'sandbox_checkouts', payout: 'sandbox_payouts', refund: 'sandbox_refunds' } as const;

/**
 * Queues an event; `db` may be the transaction that records the decision. It is due a first retry's wait
 * from now: the request that decided sends it at once itself, and the outbox only if that did not get through.
 */
export async function queueSandboxWebhook(db: AppDatabase, event: SandboxWebhookEvent, now: Date): Promise<void> {
  const due = new Date(now.getTime() + OUTBOX_FIRST_RETRY_MS);
  await db.execute(sql`
    insert into sandbox_webhook_outbox (event_id, kind, subject_id, raw_body, created_at, next_attempt_at)
    values (${event.eventId}, ${event.kind}, ${event.subjectId}, ${event.rawBody}, ${now.toISOString()},
            ${due.toISOString()})
    on conflict (event_id) do nothing`);
}

function recordOutboxAttempt(options: { db: AppDatabase; clock: Clock; event: SandboxWebhookEvent }) {
  const { db, clock, event } = options;
  const onSubject = recordDeliveryOn({ db, clock, table: SUBJECT_TABLE[event.kind], id: event.subjectId });
  return async (outcome: DeliveryOutcome) => {
    const now = clock.now();
    if (outcome.delivered) {
      await db.execute(sql`update sandbox_webhook_outbox
                              set attempts = attempts + 1, delivered_at = ${now.toISOString()}, last_error = null
                            where event_id = ${event.eventId}`);
    } else {
      const [row] = await queryRows<{ attempts: number }>(
        db,
        sql`update sandbox_webhook_outbox set attempts = attempts + 1, last_error = ${outcome.failure}
             where event_id = ${event.eventId} returning attempts`,
      );
      const next = new Date(now.getTime() + outboxRetryDelayMs(row?.attempts ?? 1));
      await db.execute(sql`update sandbox_webhook_outbox set next_attempt_at = ${next.toISOString()}
                            where event_id = ${event.eventId} and delivered_at is null`);
    }
    await onSubject(outcome);
  };
}

export interface SendOptions {
  db: AppDatabase;
  clock: Clock;
  secret: string;
  webhookUrl: string;
  log?: { warn(object: object, message: string): void };
}

/**
 * Sends one queued event now (the press of a button does, so the API usually hears at once), with the given
 * bounded retries; whatever is still undelivered after them stays due in the outbox.
 */
export function sendQueuedSandboxWebhook(
  options: SendOptions & { event: SandboxWebhookEvent; retry?: WebhookRetryPolicy },
): Promise<boolean> {
  const { event } = options;
  return sendSignedWebhook({
    clock: options.clock,
    secret: options.secret,
    webhookUrl: options.webhookUrl,
    rawBody: event.rawBody,
    retry: options.retry,
    log: options.log,
    subject: { kind: event.kind, subjectId: event.subjectId },
    recordAttempt: recordOutboxAttempt({ db: options.db, clock: options.clock, event }),
  });
}

/** Sends every due event of `kind` once (claimed so that no two processes send one at once); answers how many got through. */
export async function sendDueSandboxWebhooks(options: SendOptions & { kind: SandboxWebhookKind }): Promise<number> {
  const { db, clock, kind } = options;
  const now = clock.now();
  const lease = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  const due = await queryRows<{ event_id: string; subject_id: string; raw_body: string }>(
    db,
    sql`update sandbox_webhook_outbox set next_attempt_at = ${lease}
         where event_id in (select event_id from sandbox_webhook_outbox
                             where kind = ${kind} and delivered_at is null and next_attempt_at <= ${now.toISOString()}
                             order by next_attempt_at limit ${CLAIM_BATCH}
                             for update skip locked)
        returning event_id, subject_id, raw_body`,
  );
  let delivered = 0;
  for (const row of due) {
    const event = { eventId: row.event_id, kind, subjectId: row.subject_id, rawBody: row.raw_body };
    if (await sendQueuedSandboxWebhook({ ...options, event, retry: ONE_ATTEMPT })) delivered += 1;
  }
  return delivered;
}

/** Runs `send` every `intervalMs` (a run is skipped while the previous one is still going); answers a stop. */
export function startSandboxOutbox(options: {
  intervalMs: number;
  send: () => Promise<number>;
  log: { error(object: object, message: string): void };
}): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    Promise.resolve()
      .then(options.send)
      .catch((error: unknown) => options.log.error({ err: error }, 'sandbox webhook outbox failed'))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
