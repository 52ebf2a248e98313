import type { HttpClient } from './http-client.ts';
import { postSignedSandboxBody } from './sandbox-webhook.ts';
import type { TestApp } from './start-test-app.ts';

// The sandbox payout page as a signed-in viewer's browser sees it: a player sees their own payouts, an
// operator every payout.

/** The sandbox payout page's HTML, as `viewer` sees it. */
export async function sandboxPayoutsPage(viewer: HttpClient): Promise<string> {
  const response = await viewer.get('/api/payments/sandbox/payouts');
  return String(response.body);
}

/** The payout id the page lists, to `viewer`, for a withdrawal's reference. */
export async function payoutIdFor(viewer: HttpClient, reference: string): Promise<string> {
  const html = await sandboxPayoutsPage(viewer);
  const row = html.split('<tr ').find((part) => part.includes(`data-reference="${reference}"`));
  const id = row && /\/payouts\/(sbx_po_[A-Za-z0-9_-]+)\//.exec(row)?.[1];
  if (!id) throw new Error(`no open payout for ${reference} on the sandbox payout page`);
  return id;
}

/** Presses 'Complete' or 'Fail' on the sandbox payout page, as `viewer`'s browser would (same-site form post). */
export function pressPayoutButton(
  viewer: HttpClient,
  payoutId: string,
  button: 'complete' | 'fail',
  origin: string = viewer.origin,
) {
  return viewer.post(`/api/payments/sandbox/payouts/${payoutId}/${button}`, undefined, {
    origin,
    rawBody: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
}

/** Posts a payout webhook straight to the API, signed with the sandbox secret unless `signature` is given. */
export function postSandboxPayoutWebhook(t: TestApp, rawBody: string, signature?: string) {
  return postSignedSandboxBody(t, '/api/payments/payout-webhooks/sandbox', rawBody, signature);
}
