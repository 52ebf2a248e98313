import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { registerByApi } from './support/accounts.ts';
import { FUNDING, startGameWhenConnected } from './support/game.ts';
import { expectBalance } from './support/money-out.ts';
import { waitForClipBuffer } from './support/clip-buffer.ts';

// Head-to-head (decision 0160): one player makes a challenge on a desktop, sends the link, a friend accepts it on a
// phone; both play the same five clips on the game screen at the same time; the challenge settles once both have
// played, and the winner is paid both stakes less the 10 % rake while the other's stake is gone.

const STAKE = 2;
const QUESTIONS = 5;
const PRIZE = 3.6;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * A signed-in player with a funded USD wallet, made through the API in the page's own context (its cookies are the
 * page's): the wallet journeys test the screens that do this; here the seconds go to the challenge.
 */
async function playerPage(browser: Browser, viewport: { width: number; height: number }, baseURL: string) {
  const context = await browser.newContext({ viewport, baseURL });
  const { request } = context;
  const headers = { Origin: baseURL };
  const account = await registerByApi(request, baseURL);
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers,
  });
  expect(login.status(), await login.text()).toBe(200);
  const userId = ((await login.json()) as { data: { id: string } }).data.id;
  const wallet = await request.post(`/api/users/${userId}/wallets`, {
    data: { currency: 'USD', entityType: 'personal', default: true },
    headers,
  });
  expect(wallet.status(), await wallet.text()).toBe(201);
  const walletId = ((await wallet.json()) as { data: { id: string } }).data.id;
  const funding = await request.post(`/api/users/${userId}/fund`, {
    data: { idempotencyKey: randomUUID(), walletId, amount: { value: FUNDING, currency: 'USD' } },
    headers,
  });
  expect(funding.status(), await funding.text()).toBe(201);
  const { paymentLink } = ((await funding.json()) as { data: { paymentLink: string } }).data;
  const paid = await request.post(`${new URL(paymentLink).pathname}/pay`, { headers, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect(async () => {
    const wallets = (await (await request.get(`/api/users/${userId}/wallets`)).json()) as {
      data: Array<{ available: { value: number } }>;
    };
    expect(wallets.data[0]?.available.value).toBe(FUNDING);
  }).toPass({ timeout: 10_000 });
  return context.newPage();
}

/** Makes the challenge from the dashboard; the fresh buffer may still be rendering its first clips: try again. */
async function makeChallenge(page: Page): Promise<string> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Challenge a friend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Challenge a friend' });
  await dialog.getByLabel('Stake').fill(String(STAKE));
  await expect(async () => {
    await dialog.getByRole('button', { name: 'Make the challenge' }).click();
    await expect(dialog.getByTestId('challenge-link')).toBeVisible({ timeout: 3_000 });
  }).toPass({ intervals: [3_000], timeout: 60_000 });
  return dialog.getByTestId('challenge-link').inputValue();
}

/** Plays one side from its challenge page: each call GOAL, as soon as the clip is up. */
async function playSide(page: Page) {
  await page.getByRole('button', { name: 'Play your side' }).click();
  await startGameWhenConnected(page);
  for (let round = 1; round <= QUESTIONS; round++) {
    await expect(page.getByText(`Round ${round}/${QUESTIONS}`)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'GOAL', exact: true }).click();
    await expect(page.getByText(/^(CORRECT|INCORRECT)$/)).toBeVisible({ timeout: 15_000 });
  }
  await expect(page.getByTestId('challenge-side-result')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'See the challenge' }).click();
}

test.beforeAll(async ({ request }) => waitForClipBuffer(request));

test('two friends play a challenge from a link on a desktop and a phone; the winner is paid both stakes less the rake', async ({
  browser,
  baseURL,
}) => {
  // About 80 s on a quiet machine (the five clips and their pauses are most of it); the limit leaves room for a busy
  // one, as playwright.config.ts explains for the other journeys.
  test.setTimeout(120_000);
  const [creator, friend] = await Promise.all([
    playerPage(browser, DESKTOP, baseURL!),
    playerPage(browser, PHONE, baseURL!),
  ]);

  const link = await makeChallenge(creator);
  expect(link).toMatch(/\/challenge\/[\w-]{43}$/);

  await friend.goto(new URL(link).pathname);
  await expect(friend.getByTestId('challenge-terms')).toContainText(`stake $${STAKE.toFixed(2)}`);
  await friend.getByRole('button', { name: 'Accept the challenge' }).click();
  await expect(friend.getByTestId('challenge-status')).toHaveText('Being played');

  await creator.getByRole('link', { name: 'Open the challenge' }).click();
  await expect(creator.getByTestId('challenge-status')).toHaveText('Being played');

  await Promise.all([playSide(creator), playSide(friend)]);

  // Both pages turn to the result (they poll while it is being played): one won, the other lost or both drew.
  const outcomes = await Promise.all(
    [creator, friend].map(async (page) => {
      const outcome = page.getByTestId('challenge-outcome');
      await expect(outcome).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('list', { name: 'Calls' })).toHaveCount(2);
      return outcome.getAttribute('data-outcome');
    }),
  );
  expect([
    ['won', 'lost'],
    ['lost', 'won'],
    ['draw', 'draw'],
  ]).toContainEqual(outcomes);
  // The money as the wallets show it: the winner +prize − stake, the other −stake (a draw: both untouched).
  const expected = (outcome: string | null) =>
    outcome === 'won' ? FUNDING - STAKE + PRIZE : outcome === 'lost' ? FUNDING - STAKE : FUNDING;
  await Promise.all(
    [creator, friend].map(async (page, index) => {
      await page.screenshot({ path: `test-results/screenshots/challenge-${index ? 390 : 1280}.png`, fullPage: true });
      await page.goto('/wallet');
      await expectBalance(page, `$${expected(outcomes[index]!).toFixed(2)}`);
    }),
  );
});
