import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { FxRateProvider } from '../domain/fx/fx-rate-provider.ts';
import { createTableRateProvider } from '../domain/fx/table-rate-provider.ts';
import { DEFAULT_WEBHOOK_RETRY, type WebhookRetryPolicy } from '../domain/payments/sandbox/send-signed-webhook.ts';
import {
  SANDBOX_OUTBOX_INTERVAL_MS,
  sendDueSandboxWebhooks,
  startSandboxOutbox,
} from '../domain/payments/sandbox/sandbox-webhook-outbox.ts';
import type { PayoutProvider } from '../domain/payouts/payout-provider.ts';
import { REFUND_ROUTE } from '../domain/payouts/payout-provider.ts';
import { createRefundRoute } from '../domain/payouts/refund/refund-route.ts';
import type { ClosedLoop } from '../domain/payouts/refund/refundable-payments.ts';
import { createPaystackPayoutProvider } from '../domain/payouts/paystack/paystack-payout-provider.ts';
import { createSandboxPayoutProvider } from '../domain/payouts/sandbox/sandbox-payout-provider.ts';
import { ownBaseUrl } from '../http/own-base-url.ts';

// Money out of a wallet: where exchange rates come from, what the house's spread is, and who
// pays withdrawals. Adding a live rate feed or another payout provider is one file plus one line here.

export const PAYOUT_WEBHOOK_PATH_PREFIX = '/api/payments/payout-webhooks';

export interface MoneyOut {
  rates: FxRateProvider;
  spreadBasisPoints: bigint;
  /** null: withdrawals are switched off (production without PAYOUT_PROVIDER). */
  payoutProvider: PayoutProvider | null;
  /** Withdrawals back to a payment, when the payment provider refunds (null otherwise). */
  refundRoute: PayoutProvider | null;
  /** What a withdrawal's `provider` names: the payout provider or the refunds (null: off here). */
  routeFor(name: string): PayoutProvider | null;
  /** Refundable payments take money back first (decision 0102); null: no closed loop, no refunds. */
  closedLoop: ClosedLoop | null;
  /** Where the sandbox delivers payout webhooks: the origin of SANDBOX_WEBHOOK_URL, or this server. */
  sandboxPayoutWebhookUrl(): string;
  webhookRetry: WebhookRetryPolicy;
  /** Sends the sandbox's due payout webhooks once (also on an interval while the sandbox pays). */
  sendDueSandboxWebhooks(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    moneyOut: MoneyOut;
  }
}

export interface MoneyOutPluginOptions {
  /** Default: the one the configuration names. */
  payoutProvider?: PayoutProvider | null;
  /** Default: the configured table (and what the operator CLI stored). */
  rates?: FxRateProvider;
  webhookRetry?: WebhookRetryPolicy;
  /** How often the sandbox's outbox sends due webhooks; 0 turns the interval off (tests send them themselves). */
  outboxIntervalMs?: number;
}

function payoutProviderFromConfig(
  config: AppConfig,
  context: Omit<Parameters<typeof createSandboxPayoutProvider>[0], 'webhookSecret'>,
): PayoutProvider | null {
  if (config.payoutProvider === 'paystack') {
    return createPaystackPayoutProvider({ secretKey: config.paystackSecretKey ?? '' });
  }
  if (config.payoutProvider === 'sandbox') {
    if (!config.sandboxWebhookSecret) throw new Error('The sandbox payout provider needs SANDBOX_WEBHOOK_SECRET');
    return createSandboxPayoutProvider({ ...context, webhookSecret: config.sandboxWebhookSecret });
  }
  return null;
}

export const moneyOutPlugin = fp<MoneyOutPluginOptions>(
  async (app, options) => {
    const { config, db, clock } = app;
    const payments = app.payments.provider;
    const refunds = payments?.refundPayment ? { ...payments, refundPayment: payments.refundPayment } : null;
    const refundRoute = refunds && config.refundWindowDays > 0 ? createRefundRoute({ db, payments: refunds }) : null;
    const moneyOut: MoneyOut = {
      rates: options.rates ?? createTableRateProvider({ db, configured: config.fxRates }),
      spreadBasisPoints: config.fxSpreadBasisPoints,
      payoutProvider:
        options.payoutProvider !== undefined
          ? options.payoutProvider
          : payoutProviderFromConfig(config, { db, clock, publicUrl: config.publicUrl }),
      refundRoute,
      routeFor: (name) => (name === REFUND_ROUTE ? refundRoute : moneyOut.payoutProvider),
      closedLoop: refundRoute && payments ? { provider: payments.name, windowDays: config.refundWindowDays } : null,
      sandboxPayoutWebhookUrl() {
        const origin = config.sandboxWebhookUrl ? new URL(config.sandboxWebhookUrl).origin : ownBaseUrl(app);
        return `${origin}${PAYOUT_WEBHOOK_PATH_PREFIX}/sandbox`;
      },
      webhookRetry: options.webhookRetry ?? DEFAULT_WEBHOOK_RETRY,
      sendDueSandboxWebhooks: () =>
        sendDueSandboxWebhooks({
          db,
          clock,
          kind: 'payout',
          secret: config.sandboxWebhookSecret ?? '',
          webhookUrl: moneyOut.sandboxPayoutWebhookUrl(),
          log: app.log,
        }),
    };
    app.decorate('moneyOut', moneyOut);

    const interval = options.outboxIntervalMs ?? SANDBOX_OUTBOX_INTERVAL_MS;
    if (moneyOut.payoutProvider?.name === 'sandbox' && interval > 0) {
      // Once it listens (not at ready, which comes before the bind): the webhook address is this server's own.
      let stop = () => {};
      app.addHook('onListen', async () => {
        stop = startSandboxOutbox({ intervalMs: interval, send: moneyOut.sendDueSandboxWebhooks, log: app.log });
      });
      // Before the server stops listening: a run after it has no address to send to, and logged an error a second
      // while the close waited for open sockets.
      app.addHook('preClose', async () => stop());
    }
  },
  { name: 'money-out', dependencies: ['app-context', 'payments'] },
);
