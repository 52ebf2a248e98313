import { signSandboxPayload } from '../../src/domain/payments/sandbox/sandbox-signature.ts';
import type { TestApp } from './start-test-app.ts';

export type SandboxEventType = 'checkout.paid' | 'checkout.declined' | 'checkout.expired';

/** A sandbox webhook body, as the sandbox provider would send it. */
export function sandboxEventBody(options: {
  type: SandboxEventType;
  checkoutId: string;
  amount: string;
  currency: string;
}) {
  return JSON.stringify({
    id: `evt_test_${options.checkoutId}_${options.type}`,
    type: options.type,
    data: { checkoutId: options.checkoutId, amount: options.amount, currency: options.currency },
  });
}

/** Posts a checkout webhook straight to the API, signed with the app's secret unless `signature` is given. */
export function postSandboxWebhook(t: TestApp, rawBody: string, signature?: string) {
  return postSignedSandboxBody(t, '/api/payments/webhooks/sandbox', rawBody, signature);
}

/** Posts a body as the sandbox delivers it: no cookies, no Origin, its HMAC signature. */
export function postSignedSandboxBody(t: TestApp, path: string, rawBody: string, signature?: string) {
  return t.client().post(path, undefined, {
    rawBody,
    origin: null,
    cookies: false,
    headers: {
      'content-type': 'application/json',
      'sandbox-signature':
        signature ??
        signSandboxPayload({ secret: t.app.config.sandboxWebhookSecret ?? '', rawBody, now: t.clock.now() }),
    },
  });
}
