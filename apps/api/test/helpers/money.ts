import { expect } from 'vitest';
import type { HttpClient } from './http-client.ts';
import type { TestApp } from './start-test-app.ts';
import { signUpAndIn } from './accounts.ts';
import { postSandboxWebhook, sandboxEventBody } from './sandbox-webhook.ts';

let keyCounter = 0;

/** A fresh idempotency key, like the web app's. */
export function newIdempotencyKey(): string {
  keyCounter += 1;
  return `key_${Date.now().toString(36)}_${keyCounter}_${Math.random().toString(36).slice(2, 8)}`;
}

/** A signed-in player with one wallet in `currency`. */
export async function playerWithWallet(t: TestApp, currency = 'USD') {
  const client = t.client();
  const { user } = await signUpAndIn(client);
  const created = await client.post(`/api/users/${user.id}/wallets`, {
    currency,
    entityType: 'personal',
    default: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { client, user, wallet: created.body.data as { id: string; currency: string } };
}

export async function walletOf(client: HttpClient, userId: string, walletId: string) {
  const response = await client.get(`/api/users/${userId}/wallets`);
  expect(response.status).toBe(200);
  return (response.body.data as Array<{ id: string; balance: { value: number }; available: { value: number } }>).find(
    (wallet) => wallet.id === walletId,
  );
}

export async function startFunding(
  client: HttpClient,
  userId: string,
  walletId: string,
  value: number,
  currency = 'USD',
) {
  const response = await client.post(`/api/users/${userId}/fund`, {
    idempotencyKey: newIdempotencyKey(),
    walletId,
    amount: { value, currency },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { transactionId: string; reference: string; paymentLink: string };
}

/** The sandbox checkout id at the end of a payment link. */
export function checkoutIdOf(paymentLink: string): string {
  const id = paymentLink.split('/').pop();
  if (!id) throw new Error(`no checkout id in ${paymentLink}`);
  return id;
}

/** Presses a button on the sandbox checkout page, as the payer's browser would (same-site form post). */
export async function pressCheckoutButton(
  t: TestApp,
  paymentLink: string,
  button: 'pay' | 'pay-by-bank-transfer' | 'decline',
) {
  const path = new URL(paymentLink).pathname;
  const response = await fetch(`${t.baseUrl}${path}/${button}`, {
    method: 'POST',
    headers: { origin: t.origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  return response;
}

/** Opens another wallet for a signed-in player. */
export async function addWallet(client: HttpClient, userId: string, currency: string) {
  const created = await client.post(`/api/users/${userId}/wallets`, {
    currency,
    entityType: 'personal',
    default: false,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { id: string; currency: string };
}

/** Funds a wallet through the sandbox's signed webhook, as a paid checkout would. */
export async function fundThroughSandbox(
  t: TestApp,
  player: { client: HttpClient; userId: string; walletId: string },
  value: number,
  currency = 'USD',
) {
  const funding = await startFunding(player.client, player.userId, player.walletId, value, currency);
  const scale = currency === 'USDT' || currency === 'USDC' ? 6 : 2;
  const body = sandboxEventBody({
    type: 'checkout.paid',
    checkoutId: checkoutIdOf(funding.paymentLink),
    amount: String(Math.round(value * 10 ** scale)),
    currency,
  });
  const delivered = await postSandboxWebhook(t, body);
  expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
  return funding;
}

/** A signed-in player whose wallet (USD unless said) holds `value` (50 unless said). */
export async function fundedPlayer(t: TestApp, value = 50, currency = 'USD') {
  const player = await playerWithWallet(t, currency);
  await fundThroughSandbox(
    t,
    { client: player.client, userId: player.user.id, walletId: player.wallet.id },
    value,
    currency,
  );
  return player;
}
