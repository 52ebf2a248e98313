import type { AppDatabase } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { checkoutWebhookEvent, type SandboxCheckout } from './sandbox-checkout.ts';
import type { WebhookRetryPolicy } from './send-signed-webhook.ts';
import { queueSandboxWebhook, sendQueuedSandboxWebhook } from './sandbox-webhook-outbox.ts';

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

/**
 * Tells the API what the payer decided, as a signed webhook, now (with bounded retries); what does not get
 * through stays in the outbox, which sends it again until it does. Queuing is a no-op when the decision
 * already queued it (a checkout decided before the outbox existed is queued here).
 */
export async function deliverSandboxWebhook(options: DeliverSandboxWebhookOptions): Promise<boolean> {
  const { db, clock, checkout } = options;
  const event = checkoutWebhookEvent(checkout);
  if (!event) return false;
  await queueSandboxWebhook(db, event, clock.now());
  return sendQueuedSandboxWebhook({ ...options, event });
}
