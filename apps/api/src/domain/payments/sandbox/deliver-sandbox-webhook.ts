import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { SandboxCheckout } from './sandbox-checkout.ts';
import type { SandboxEvent } from './sandbox-event.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox-signature.ts';

export interface WebhookRetryPolicy {
  attempts: number;
  /** Waits baseDelayMs, 2×, 4×... between attempts. */
  baseDelayMs: number;
  timeoutMs: number;
}

export const DEFAULT_WEBHOOK_RETRY: WebhookRetryPolicy = { attempts: 5, baseDelayMs: 250, timeoutMs: 5_000 };

export interface DeliverSandboxWebhookOptions {
  db: AppDatabase;
  clock: Clock;
  checkout: SandboxCheckout;
  secret: string;
  /** The API's webhook endpoint, reached over real HTTP. */
  webhookUrl: string;
  retry?: WebhookRetryPolicy;
  log?: { warn(object: object, message: string): void };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Tells the API what the payer decided, as a signed webhook, retrying with backoff until it answers 2xx
 * or the attempts run out. The event id is the same on every attempt: a retry is the same event.
 */
export async function deliverSandboxWebhook(options: DeliverSandboxWebhookOptions): Promise<boolean> {
  const { db, clock, checkout } = options;
  const retry = options.retry ?? DEFAULT_WEBHOOK_RETRY;
  if (checkout.status === 'open') return false;
  const event: SandboxEvent = {
    id: `evt_${checkout.id}_${checkout.status}`,
    type: checkout.status === 'paid' ? 'checkout.paid' : 'checkout.declined',
    data: { checkoutId: checkout.id, amount: checkout.amount.toString(), currency: checkout.currency },
  };
  const rawBody = JSON.stringify(event);
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
        await db.execute(sql`
          update sandbox_checkouts set delivery_attempts = delivery_attempts + 1,
                 delivered_at = ${clock.now().toISOString()}, last_delivery_error = null
           where id = ${checkout.id}`);
        return true;
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    await db.execute(sql`
      update sandbox_checkouts set delivery_attempts = delivery_attempts + 1, last_delivery_error = ${failure}
       where id = ${checkout.id}`);
    options.log?.warn({ checkoutId: checkout.id, attempt, failure }, 'sandbox webhook delivery failed');
    if (attempt < retry.attempts) await sleep(retry.baseDelayMs * 2 ** (attempt - 1));
  }
  return false;
}
