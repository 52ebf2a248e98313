import { expect } from 'vitest';
import type { HttpClient } from '../helpers/http-client.ts';
import { newIdempotencyKey } from '../helpers/money.ts';

// What the safer-play tests share: the calls of the Safer play API as one player makes them.

export interface SaferPlayer {
  client: HttpClient;
  user: { id: string; email: string };
  wallet: { id: string; currency: string };
}

export const HOUR_MS = 60 * 60 * 1000;

export function saferPlayOf(player: SaferPlayer) {
  const base = `/api/users/${player.user.id}/safer-play`;
  return {
    get: () => player.client.get(base),
    setLimit: (kind: 'deposit' | 'loss', period: 'day' | 'week' | 'month', amount: number | null, currency = 'USD') =>
      player.client.put(`${base}/limits`, { currency, kind, period, amount }),
    timeOut: (duration: string) => player.client.post(`${base}/time-out`, { duration }),
    selfExclude: (duration: string) => player.client.post(`${base}/self-exclusion`, { duration }),
    realityCheck: (intervalMinutes: number) => player.client.put(`${base}/reality-check`, { intervalMinutes }),
    answer: (action: 'continue' | 'stop') => player.client.post(`${base}/reality-check/answer`, { action }),
    setDateOfBirth: (dateOfBirth: string) => player.client.put(`${base}/date-of-birth`, { dateOfBirth }),
  };
}

/** Starts a funding without paying it: it counts against the deposit limits all the same. */
export function fund(player: SaferPlayer, value: number, idempotencyKey = newIdempotencyKey()) {
  return player.client.post(`/api/users/${player.user.id}/fund`, {
    idempotencyKey,
    walletId: player.wallet.id,
    amount: { value, currency: player.wallet.currency },
  });
}

export async function expectOk(response: { status: number; body: unknown }, status = 200) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
}

/** Signs the player in again (its access token does not outlive a jump of the test clock). */
export async function signInAgain(player: SaferPlayer) {
  const response = await player.client.post('/api/auth/login', { email: player.user.email, password: 'Correct1Horse' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}
