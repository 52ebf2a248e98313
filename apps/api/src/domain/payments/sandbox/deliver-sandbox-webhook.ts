import type { AppDatabase } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { SandboxCheckout } from './sandbox-checkout.ts';
import type { SandboxEvent } from './sandbox-event.ts';
import { recordDeliveryOn, sendSignedWebhook, type WebhookRetryPolicy } from './send-signed-webhook.ts';

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

/** Tells the API what the payer decided, as a signed webhook, with retries (sendSignedWebhook). */
export async function deliverSandboxWebhook(options: DeliverSandboxWebhookOptions): Promise<boolean> {
  const { db, clock, checkout } = options;
  if (checkout.status === 'open') return false;
  const event: SandboxEvent = {
    id: `evt_${checkout.id}_${checkout.status}`,
    type: checkout.status === 'paid' ? 'checkout.paid' : 'checkout.declined',
    data: { checkoutId: checkout.id, amount: checkout.amount.toString(), currency: checkout.currency },
  };
  return sendSignedWebhook({
    clock,
    secret: options.secret,
    webhookUrl: options.webhookUrl,
    rawBody: JSON.stringify(event),
    retry: options.retry,
    log: options.log,
    subject: { checkoutId: checkout.id },
    recordAttempt: recordDeliveryOn({ db, clock, table: 'sandbox_checkouts', id: checkout.id }),
  });
}
