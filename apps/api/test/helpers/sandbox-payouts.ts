import { postSignedSandboxBody } from './sandbox-webhook.ts';
import type { TestApp } from './start-test-app.ts';

/** The sandbox payout page's HTML. */
export async function sandboxPayoutsPage(t: TestApp): Promise<string> {
  const response = await fetch(`${t.baseUrl}/api/payments/sandbox/payouts`);
  return response.text();
}

/** The payout id the page lists for a withdrawal's reference. */
export async function payoutIdFor(t: TestApp, reference: string): Promise<string> {
  const html = await sandboxPayoutsPage(t);
  const row = html.split('<tr ').find((part) => part.includes(`data-reference="${reference}"`));
  const id = row && /\/payouts\/(sbx_po_[A-Za-z0-9_-]+)\//.exec(row)?.[1];
  if (!id) throw new Error(`no open payout for ${reference} on the sandbox payout page`);
  return id;
}

/** Presses 'Complete' or 'Fail' on the sandbox payout page, as the tester's browser would (same-site form post). */
export async function pressPayoutButton(t: TestApp, payoutId: string, button: 'complete' | 'fail', origin = t.origin) {
  return fetch(`${t.baseUrl}/api/payments/sandbox/payouts/${payoutId}/${button}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
}

/** Posts a payout webhook straight to the API, signed with the sandbox secret unless `signature` is given. */
export function postSandboxPayoutWebhook(t: TestApp, rawBody: string, signature?: string) {
  return postSignedSandboxBody(t, '/api/payments/payout-webhooks/sandbox', rawBody, signature);
}
