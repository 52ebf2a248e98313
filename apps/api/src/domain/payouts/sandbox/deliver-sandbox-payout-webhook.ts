import type { AppDatabase } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { queueSandboxWebhook, sendQueuedSandboxWebhook } from '../../payments/sandbox/sandbox-webhook-outbox.ts';
import type { WebhookRetryPolicy } from '../../payments/sandbox/send-signed-webhook.ts';
import { payoutWebhookEvent, type SandboxPayout } from './sandbox-payout.ts';

export interface DeliverSandboxPayoutWebhookOptions {
  db: AppDatabase;
  clock: Clock;
  payout: SandboxPayout;
  secret: string;
  webhookUrl: string;
  retry?: WebhookRetryPolicy;
  log?: { warn(object: object, message: string): void };
}

/**
 * Tells the API a payout was paid or failed, as a signed webhook, now (with bounded retries); what does not
 * get through stays in the outbox, which sends it again until it does. A cancelled one is not told.
 */
export async function deliverSandboxPayoutWebhook(options: DeliverSandboxPayoutWebhookOptions): Promise<boolean> {
  const { db, clock, payout } = options;
  const event = payoutWebhookEvent(payout);
  if (!event) return false;
  await queueSandboxWebhook(db, event, clock.now());
  return sendQueuedSandboxWebhook({ ...options, event });
}
