import { expect, test, type Page } from '@playwright/test';
import { createGameWhenClipsAreReady, fundedPlayer, getOddsWhenClipsAreReady, STAKE } from './support/game.ts';
import { waitForClipBuffer } from './support/clip-buffer.ts';

// A Free player's sixth game of the day is refused with the plan's message and an 'Upgrade'
// button; buying Premium from the wallet lifts the limit and shows in Transactions, the dashboard and Pricing.

const LIMIT_MESSAGE = 'Free plan: 5 games a day. Upgrade to Premium for unlimited games.';
const QUESTIONS = 5;

/**
 * Starts a game over its socket from the page, as the game screen does: a player holds one game waiting to start
 * at most, so each of the first five is started before the next is made.
 */
async function startGameFromPage(page: Page, userId: string, gameId: string) {
  await page.evaluate(
    ({ userId, gameId }) =>
      new Promise<void>((resolve, reject) => {
        const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/users/${userId}/games/${gameId}`);
        socket.onopen = () => socket.send(JSON.stringify({ type: 'startGame', payload: {} }));
        socket.onmessage = (event) => {
          if ((JSON.parse(String(event.data)) as { type: string }).type !== 'gameStarted') return;
          socket.close();
          resolve();
        };
        socket.onerror = () => reject(new Error(`the socket of game ${gameId} failed`));
      }),
    { userId, gameId },
  );
}

/** Creates and starts one staked game through the API as the signed-in browser (the journey is about the sixth). */
async function createGameByApi(page: Page, baseURL: string, userId: string, walletId: string) {
  const headers = { Origin: baseURL };
  const deadline = Date.now() + 200_000;
  for (let attempt = 0; ; attempt += 1) {
    const options = (await (await page.request.get('/api/games/options')).json()).data as {
      leagues: string[];
      years: number[];
    };
    if (options.leagues.length > 0) {
      const body = {
        numberOfQuestions: QUESTIONS,
        league: options.leagues[attempt % options.leagues.length],
        from: Math.min(...options.years),
        to: Math.max(...options.years),
        stake: { value: STAKE, currency: 'USD' },
        walletId,
      };
      const quote = await page.request.post('/api/games/odds', { data: body, headers });
      if (quote.ok()) {
        const created = await page.request.post(`/api/users/${userId}/games`, { data: body, headers });
        if (created.status() === 201) {
          await startGameFromPage(page, userId, ((await created.json()) as { data: { gameId: string } }).data.gameId);
          return;
        }
        // Another journey may take the league's last fresh clips between the quote and the game: the next league.
        expect(created.status(), await created.text()).toBe(422);
      }
    }
    if (Date.now() > deadline) throw new Error('no league had enough rendered clips in time');
    await page.waitForTimeout(3_000);
  }
}

test.beforeAll(async ({ request }) => waitForClipBuffer(request));

test('a Free player hits the daily limit, upgrades to Premium from the wallet, and plays the sixth game', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await fundedPlayer(page, request, baseURL!);
  const profile = (await (await page.request.get('/api/users/profile')).json()).data as { id: string };
  const wallets = (await (await page.request.get(`/api/users/${profile.id}/wallets`)).json()).data as { id: string }[];
  const walletId = wallets[0]!.id;

  await page.goto('/game');
  await expect(page.getByText('5 of 5 free games left today')).toBeVisible();
  for (let game = 1; game <= 5; game += 1) await createGameByApi(page, baseURL!, profile.id, walletId);

  // The sixth: the screen says how many are left, and the server's refusal comes with an Upgrade button.
  await page.goto('/game');
  await getOddsWhenClipsAreReady(page, QUESTIONS);
  await expect(page.getByText('0 of 5 free games left today')).toBeVisible();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByText(LIMIT_MESSAGE)).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await expect(dialog.getByTestId('premium-price')).toHaveText('$9.99 / month');
  await dialog.getByRole('button', { name: 'Pay $9.99 and upgrade' }).click();
  await expect(page.getByText('Welcome to Premium')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(LIMIT_MESSAGE)).toBeHidden();

  // Premium odds are higher: the quote confirmed on Free no longer holds, so the player confirms new odds.
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByText('The odds have changed')).toBeVisible();
  await createGameWhenClipsAreReady(page, QUESTIONS);
  await expect(page.getByRole('button', { name: 'Start Game' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/transactions');
  await expect(page.getByRole('row', { name: /Premium Subscription/ })).toContainText('$9.99');

  await page.goto('/dashboard');
  await expect(page.getByText('Your plan: Premium')).toBeVisible();
  await expect(page.getByTestId('plan-renewal')).toHaveText(/^Renews on \d{1,2} \w+ \d{4}$/);

  await page.goto('/#pricing');
  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(premium.getByRole('link', { name: 'Current plan' })).toBeVisible();
});
