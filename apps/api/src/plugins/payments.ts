import fp from 'fastify-plugin';
import { ownBaseUrl } from '../http/own-base-url.ts';
import { startPeriodicSweeps } from '../jobs/periodic-sweeps.ts';
import { expireFundings } from '../domain/payments/expire-fundings.ts';
import type { PaymentProvider } from '../domain/payments/payment-provider.ts';
import { paymentProviderFromConfig } from '../domain/payments/provider-from-config.ts';
import { DEFAULT_WEBHOOK_RETRY, type WebhookRetryPolicy } from '../domain/payments/sandbox/send-signed-webhook.ts';
import {
  SANDBOX_OUTBOX_INTERVAL_MS,
  sendDueSandboxWebhooks,
  startSandboxOutbox,
} from '../domain/payments/sandbox/sandbox-webhook-outbox.ts';

export const WEBHOOK_PATH_PREFIX = '/api/payments/webhooks';

export interface Payments {
  /** null: funding is switched off (production without PAYMENT_PROVIDER). */
  provider: PaymentProvider | null;
  /** Settles initiated fundings past their expiry, asking the provider first; also runs on an interval. */
  expireFundings(): Promise<number>;
  /** Sends the sandbox's due checkout and refund webhooks once (also on an interval while the sandbox takes payments). */
  sendDueSandboxWebhooks(): Promise<number>;
  /** Where the sandbox delivers its webhooks: configured, or this server's own address. */
  sandboxWebhookUrl(): string;
  sandboxWebhookSecret: string;
  webhookRetry: WebhookRetryPolicy;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export interface PaymentsPluginOptions {
  /** Default: the one the configuration names. */
  provider?: PaymentProvider | null;
  webhookRetry?: WebhookRetryPolicy;
  /** 0 turns the sweeper's interval off (tests call expireFundings themselves). */
  sweepIntervalMs?: number;
  /** How often the sandbox's outbox sends due webhooks; 0 turns the interval off (tests send them themselves). */
  outboxIntervalMs?: number;
}

export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, options) => {
    const { config, db, clock } = app;
    const sandboxWebhookSecret = config.sandboxWebhookSecret ?? '';
    if (config.paymentProvider === 'sandbox' && !sandboxWebhookSecret) {
      throw new Error('The sandbox payment provider needs SANDBOX_WEBHOOK_SECRET');
    }
    const provider =
      options.provider !== undefined ? options.provider : paymentProviderFromConfig(config, { db, clock });

    const payments: Payments = {
      provider,
      expireFundings: () => expireFundings({ db, clock, provider, log: app.log }),
      async sendDueSandboxWebhooks() {
        const send = (kind: 'checkout' | 'refund') =>
          sendDueSandboxWebhooks({
            db,
            clock,
            kind,
            secret: sandboxWebhookSecret,
            webhookUrl: payments.sandboxWebhookUrl(),
            log: app.log,
          });
        return (await send('checkout')) + (await send('refund'));
      },
      sandboxWebhookUrl() {
        if (config.sandboxWebhookUrl) return config.sandboxWebhookUrl;
        return `${ownBaseUrl(app)}${WEBHOOK_PATH_PREFIX}/sandbox`;
      },
      sandboxWebhookSecret,
      webhookRetry: options.webhookRetry ?? DEFAULT_WEBHOOK_RETRY,
    };
    app.decorate('payments', payments);

    const interval = options.sweepIntervalMs ?? config.sweepIntervalSeconds * 1_000;
    if (provider && interval > 0) {
      const stop = startPeriodicSweeps({ db, clock, log: app.log, provider, intervalMs: interval });
      app.addHook('onClose', async () => stop());
    }

    const outboxInterval = options.outboxIntervalMs ?? SANDBOX_OUTBOX_INTERVAL_MS;
    if (provider?.name === 'sandbox' && outboxInterval > 0) {
      // Once it listens (not at ready, which comes before the bind): the webhook address is this server's own.
      let stop = () => {};
      app.addHook('onListen', async () => {
        stop = startSandboxOutbox({ intervalMs: outboxInterval, send: payments.sendDueSandboxWebhooks, log: app.log });
      });
      // Before the server stops listening: a run after it has no address to send to, and logged an error a second
      // while the close waited for open sockets.
      app.addHook('preClose', async () => stop());
    }
  },
  { name: 'payments', dependencies: ['app-context'] },
);
