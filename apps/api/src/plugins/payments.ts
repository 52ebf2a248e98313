import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { ownBaseUrl } from '../http/own-base-url.ts';
import { startPeriodicSweeps } from '../jobs/periodic-sweeps.ts';
import { expireFundings } from '../domain/payments/expire-fundings.ts';
import type { PaymentProvider } from '../domain/payments/payment-provider.ts';
import { DEFAULT_WEBHOOK_RETRY, type WebhookRetryPolicy } from '../domain/payments/sandbox/send-signed-webhook.ts';
import { createSandboxProvider } from '../domain/payments/sandbox/sandbox-provider.ts';
import { createStripeProvider } from '../domain/payments/stripe/stripe-provider.ts';

export const WEBHOOK_PATH_PREFIX = '/api/payments/webhooks';

export interface Payments {
  /** null: funding is switched off (production without PAYMENT_PROVIDER). */
  provider: PaymentProvider | null;
  /** Cancels initiated fundings past their expiry; also runs on an interval. */
  expireFundings(): Promise<number>;
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
}

function providerFromConfig(
  config: AppConfig,
  context: Parameters<typeof createSandboxProvider>[0],
): PaymentProvider | null {
  if (config.paymentProvider === 'stripe') {
    return createStripeProvider({
      secretKey: config.stripeSecretKey ?? '',
      webhookSecret: config.stripeWebhookSecret ?? '',
      returnUrl: `${config.publicUrl}/wallet`,
    });
  }
  if (config.paymentProvider === 'sandbox') return createSandboxProvider(context);
  return null;
}

export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, options) => {
    const { config, db, clock } = app;
    const sandboxWebhookSecret = config.sandboxWebhookSecret ?? '';
    if (config.paymentProvider === 'sandbox' && !sandboxWebhookSecret) {
      throw new Error('The sandbox payment provider needs SANDBOX_WEBHOOK_SECRET');
    }
    const provider =
      options.provider !== undefined
        ? options.provider
        : providerFromConfig(config, { db, clock, publicUrl: config.publicUrl, webhookSecret: sandboxWebhookSecret });

    const payments: Payments = {
      provider,
      expireFundings: () => expireFundings({ db, clock }),
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
      const stop = startPeriodicSweeps({ db, clock, log: app.log, intervalMs: interval });
      app.addHook('onClose', async () => stop());
    }
  },
  { name: 'payments', dependencies: ['app-context'] },
);
