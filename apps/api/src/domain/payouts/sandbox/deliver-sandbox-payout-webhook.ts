import type { AppDatabase } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import {
  recordDeliveryOn,
  sendSignedWebhook,
  type WebhookRetryPolicy,
} from '../../payments/sandbox/send-signed-webhook.ts';
import type { SandboxPayout } from './sandbox-payout.ts';
import type { SandboxPayoutEvent } from './sandbox-payout-event.ts';

export interface DeliverSandboxPayoutWebhookOptions {
  db: AppDatabase;
  clock: Clock;
  payout: SandboxPayout;
  secret: string;
  webhookUrl: string;
  retry?: WebhookRetryPolicy;
  log?: { warn(object: object, message: string): void };
}

/** Tells the API a payout was paid or failed, as a signed webhook with retries. A cancelled one is not told. */
export async function deliverSandboxPayoutWebhook(options: DeliverSandboxPayoutWebhookOptions): Promise<boolean> {
  const { db, clock, payout } = options;
  if (payout.status !== 'paid' && payout.status !== 'failed') return false;
  const event: SandboxPayoutEvent = {
    id: `evt_${payout.id}_${payout.status}`,
    type: payout.status === 'paid' ? 'payout.paid' : 'payout.failed',
    data: {
      payoutId: payout.id,
      merchantReference: payout.merchantReference,
      amount: payout.amount.toString(),
      currency: payout.currency,
    },
  };
  return sendSignedWebhook({
    clock,
    secret: options.secret,
    webhookUrl: options.webhookUrl,
    rawBody: JSON.stringify(event),
    retry: options.retry,
    log: options.log,
    subject: { payoutId: payout.id },
    recordAttempt: recordDeliveryOn({ db, clock, table: 'sandbox_payouts', id: payout.id }),
  });
}
