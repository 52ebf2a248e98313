import { expect, request as newRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { WebSocket } from 'ws';
import { newAccount, type TestAccount } from './accounts.ts';

// The tournament journey's players who are not in a browser: each signs up, funds a USD wallet through the sandbox
// checkout and enters over the API, then plays the live round on a Node WebSocket as the page would (clipReady at
// once, a call a moment later, or none), so a real browser player plays beside a crowd.

/**
 * A tournament screen's first load in a browser at the journeys' start, when the machine's two cores are shared by
 * three servers (the shared one rendering its clip buffer), two browsers and a crowd's sign-ups and entries. The
 * Tournaments screen's chunks once waited 13 s behind the crowd's 20 entries (PGlite runs its queries on its
 * server's one thread), and a window tournament's page once took more than 10 s (CI, 2026-12-07): past the 10 s a
 * step has.
 */
export const FIRST_LOAD_MS = 30_000;

export type ApiPlayer = { account: TestAccount; api: APIRequestContext; userId: string; walletId: string };

/** A signed-in API context's player with `amount` USD in a new default wallet, paid on the sandbox checkout. */
export async function fundUsd(api: APIRequestContext, baseURL: string, amount: number) {
  const headers = { Origin: baseURL };
  const me = (await (await api.get('/api/users/profile')).json()).data as { id: string };
  const wallet = await api.post(`/api/users/${me.id}/wallets`, {
    data: { currency: 'USD', entityType: 'personal', default: true },
    headers,
  });
  expect(wallet.status(), await wallet.text()).toBe(201);
  const walletId = (await wallet.json()).data.id as string;
  const funding = await api.post(`/api/users/${me.id}/fund`, {
    data: { idempotencyKey: `fund-${walletId}`, walletId, amount: { value: amount, currency: 'USD' } },
    headers,
  });
  expect(funding.ok(), await funding.text()).toBe(true);
  const link = (await funding.json()).data.paymentLink as string;
  const paid = await api.post(`${new URL(link).pathname}/pay`, {
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    data: '',
    maxRedirects: 0,
  });
  expect(paid.status()).toBeLessThan(400);
  await expect
    .poll(async () => (await (await api.get(`/api/users/${me.id}/wallets`)).json()).data[0]?.balance.value, {
      timeout: 20_000,
    })
    .toBe(amount);
  return { userId: me.id, walletId };
}

const HTTP_UNAVAILABLE = 503;
const BUSY_ATTEMPTS = 15;

/**
 * A request sent again while the server sheds it (503 with Retry-After: decision 0092), as the web client does: a
 * burst of sign-ups and sign-ins (password hashing) is shed rather than queued.
 */
async function whenNotBusy(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await send();
    if (response.status() !== HTTP_UNAVAILABLE || attempt >= BUSY_ATTEMPTS) return response;
    const seconds = Number(response.headers()['retry-after']) || 1;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
  }
}

/** Signs up from an address of its own (as registerByApi does), waiting out a busy server. */
export async function signUpByApi(api: APIRequestContext, baseURL: string): Promise<TestAccount> {
  const account = newAccount();
  const address = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  const response = await whenNotBusy(() =>
    api.post('/api/register', { data: account, headers: { Origin: baseURL, 'X-Forwarded-For': address } }),
  );
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

export async function apiPlayer(baseURL: string, amount: number): Promise<ApiPlayer> {
  const api = await newRequest.newContext({ baseURL });
  const account = await signUpByApi(api, baseURL);
  const login = await whenNotBusy(() =>
    api.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: { Origin: baseURL },
    }),
  );
  expect(login.ok(), await login.text()).toBe(true);
  return { account, api, ...(await fundUsd(api, baseURL, amount)) };
}

/** `count` results of `make`, at most `width` under way at once (a burst of sign-ups is shed by the server). */
export async function inBatches<T>(count: number, width: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      results[index] = await make(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, lane));
  return results;
}

export async function enterByApi(player: ApiPlayer, baseURL: string, tournamentId: string) {
  const entered = await player.api.post(`/api/users/${player.userId}/tournament-entries`, {
    data: { tournamentId, walletId: player.walletId },
    headers: { Origin: baseURL },
  });
  expect(entered.status(), await entered.text()).toBe(201);
}

/** How a scripted entrant plays: a call on every question, on every other one, or none at all. */
export type Strategy = 'every' | 'even' | 'silent';

export type RoundOutcome = { prize: { value: number; currency: string }; rank: number | null };

/**
 * Plays the live round over a socket until `tournamentEnded`: clipReady as soon as a question arrives, then (by the
 * strategy) a random call after 0.3–1.5 s. Resolves with what the server said the entrant won.
 */
export async function playScripted(
  player: ApiPlayer,
  baseURL: string,
  tournamentId: string,
  strategy: Strategy,
): Promise<RoundOutcome> {
  const cookies = (await player.api.storageState()).cookies
    .filter((cookie) => !cookie.path.startsWith('/api/auth'))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
  const url = `${baseURL.replace(/^http/, 'ws')}/api/tournaments/${tournamentId}/live`;
  const socket = new WebSocket(url, { headers: { Origin: baseURL, Cookie: cookies } });
  return new Promise<RoundOutcome>((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; payload: Record<string, unknown> };
      if (message.type === 'questionSent') {
        const questionIndex = message.payload.questionIndex as number;
        socket.send(JSON.stringify({ type: 'clipReady', payload: { questionIndex } }));
        const calls = strategy === 'every' || (strategy === 'even' && questionIndex % 2 === 0);
        if (calls) {
          const answer = Math.random() < 0.5 ? 'goal' : 'miss';
          setTimeout(
            () => socket.send(JSON.stringify({ type: 'answerQuestion', payload: { questionIndex, answer } })),
            300 + Math.random() * 1_200,
          );
        }
      }
      if (message.type === 'errorOccurred') reject(new Error(String(message.payload.message)));
      if (message.type === 'tournamentEnded') {
        const you = message.payload.you as { rank: number } | null;
        resolve({ prize: message.payload.prize as RoundOutcome['prize'], rank: you?.rank ?? null });
        socket.close();
      }
    });
    socket.on('error', reject);
  });
}
