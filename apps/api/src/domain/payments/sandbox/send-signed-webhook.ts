import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox-signature.ts';

export interface WebhookRetryPolicy {
  attempts: number;
  /** Waits baseDelayMs, 2×, 4×... between attempts. */
  baseDelayMs: number;
  timeoutMs: number;
}

export const DEFAULT_WEBHOOK_RETRY: WebhookRetryPolicy = { attempts: 5, baseDelayMs: 250, timeoutMs: 5_000 };

export interface SendSignedWebhookOptions {
  clock: Clock;
  secret: string;
  /** The API's webhook endpoint, reached over real HTTP. */
  webhookUrl: string;
  rawBody: string;
  retry?: WebhookRetryPolicy;
  /** Records each attempt on the sandbox's side (its delivery columns). */
  recordAttempt(outcome: DeliveryOutcome): Promise<void>;
  log?: { warn(object: object, message: string): void };
  /** Names the delivery in the log. */
  subject: Record<string, string>;
}

export type DeliveryOutcome = { delivered: true } | { delivered: false; failure: string };

/** Counts an attempt on the sandbox record it is about (its delivery columns), for `recordAttempt`. */
export function recordDeliveryOn(options: {
  db: AppDatabase;
  clock: Clock;
  table: 'sandbox_checkouts' | 'sandbox_payouts' | 'sandbox_refunds';
  id: string;
}): (outcome: DeliveryOutcome) => Promise<void> {
  const { db, clock, id } = options;
  const table = sql.identifier(options.table);
  return async (outcome) => {
    await db.execute(
      outcome.delivered
        ? sql`update ${table} set delivery_attempts = delivery_attempts + 1,
                     delivered_at = ${clock.now().toISOString()}, last_delivery_error = null
               where id = ${id}`
        : sql`update ${table} set delivery_attempts = delivery_attempts + 1, last_delivery_error = ${outcome.failure}
               where id = ${id}`,
    );
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Posts a body signed like the sandbox signs (HMAC-SHA256, `Sandbox-Signature: t=…,v1=…`), retrying with
 * backoff until the API answers 2xx or the attempts run out. Each attempt is signed afresh (a new
 * timestamp); the body, and so the event id inside it, is the same: a retry is the same event.
 */
export async function sendSignedWebhook(options: SendSignedWebhookOptions): Promise<boolean> {
  const { clock, rawBody } = options;
  const retry = options.retry ?? DEFAULT_WEBHOOK_RETRY;
  for (let attempt = 1; attempt <= retry.attempts; attempt += 1) {
    let failure: string;
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload({ secret: options.secret, rawBody, now: clock.now() }),
          'x-sandbox-delivery': randomBytes(8).toString('hex'),
        },
        body: rawBody,
        signal: AbortSignal.timeout(retry.timeoutMs),
      });
      await response.arrayBuffer();
      if (response.ok) {
        await options.recordAttempt({ delivered: true });
        return true;
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      // fetch says only 'fetch failed'; its cause says why (ECONNREFUSED, a reset, a bad address).
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
      const reason = cause && ('code' in cause ? String(cause.code) : cause.message);
      failure = error instanceof Error ? `${error.message}${reason ? ` (${reason})` : ''}` : String(error);
    }
    await options.recordAttempt({ delivered: false, failure });
    options.log?.warn({ ...options.subject, attempt, failure }, 'sandbox webhook delivery failed');
    if (attempt < retry.attempts) await sleep(retry.baseDelayMs * 2 ** (attempt - 1));
  }
  return false;
}
