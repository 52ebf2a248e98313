import type { AppConfig } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider, type SandboxProviderOptions } from './sandbox/sandbox-provider.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';

/** The payment provider the configuration names (null: funding is off), for the API and `npm run worker` alike. */
export function paymentProviderFromConfig(
  config: AppConfig,
  context: Omit<SandboxProviderOptions, 'publicUrl' | 'webhookSecret'>,
): PaymentProvider | null {
  if (config.paymentProvider === 'stripe') {
    return createStripeProvider({
      secretKey: config.stripeSecretKey ?? '',
      webhookSecret: config.stripeWebhookSecret ?? '',
      returnUrl: `${config.publicUrl}/wallet`,
    });
  }
  if (config.paymentProvider === 'sandbox') {
    return createSandboxProvider({
      ...context,
      publicUrl: config.publicUrl,
      webhookSecret: config.sandboxWebhookSecret ?? '',
    });
  }
  return null;
}
