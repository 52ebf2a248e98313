import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Kickoff2026';

export type TestAccount = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  dateOfBirth: string;
};

/** A fresh account's details; unique per call so journeys never collide. */
export function newAccount(): TestAccount {
  const tag = randomBytes(4).toString('hex');
  return {
    firstName: 'Ada',
    lastName: 'Striker',
    username: `ada_${tag}`,
    email: `ada.${tag}@example.com`,
    password: PASSWORD,
    dateOfBirth: '1994-03-09',
  };
}

/** Registers through the API, as the signup page would, to keep journeys that are not about signup short. */
/**
 * Signs up through the API from an address of its own (TEST-NET-2), as separate players would: the server
 * trusts its loopback proxy (playwright.config.ts), so the journeys together stay under the per-address
 * sign-up limit that one real address would meet.
 */
export async function registerByApi(request: APIRequestContext, baseURL: string, account = newAccount()) {
  const address = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  const response = await request.post('/api/register', {
    data: account,
    headers: { Origin: baseURL, 'X-Forwarded-For': address },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

export async function signIn(page: Page, account: Pick<TestAccount, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The newest 6-digit code sent to `email`, read from the local outbox. Asked again for a few seconds: the page may
 * show that a code was sent while its request is still being answered.
 */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: { text: string }[] };
    code = data[0]?.text.match(/\b\d{6}\b/)?.[0];
    expect(code, `a code sent to ${email} in the outbox`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code!;
}

/** Signs in from /login and waits until the session is established (the dashboard shows). */
export async function signInAs(page: Page, account: Pick<TestAccount, 'email' | 'password'>) {
  await page.goto('/login');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
}
