import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { registerByApi, signInAs } from './accounts.ts';
import { completeOnSandbox, createWalletInUi, generatePaymentLink } from './wallet.ts';

export const STAKE = 2;
// Ten questions: the leaderboard ranks players from 10 answered questions, so one game shows there too.
export const QUESTIONS = 10;
export const FUNDING = 50;

/**
 * The demo catalog renders in the background from the server's start: wait until a league can be priced at
 * the level (by its label; the form's default is Normal). A level the buffer has not stocked yet answers 422,
 * which also asks the buffer to make its clips first.
 */
export async function getOddsWhenClipsAreReady(
  page: Page,
  questions = QUESTIONS,
  level?: string,
  firstTry = 0,
): Promise<number> {
  const deadline = Date.now() + 200_000;
  for (let attempt = firstTry; ; attempt += 1) {
    // A reload picks up the leagues and seasons rendered since the last look, as a player's would.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Create Your Game' })).toBeVisible();
    await page.getByLabel('Stake').fill(String(STAKE));
    await page.getByRole('combobox', { name: 'Questions' }).click();
    await page.getByRole('option', { name: `${questions} Questions` }).click();
    // Each try takes the next league on offer: an earlier game may have used up the first one's clips. On another
    // level than normal every try asks for the first league's: the refusal (422) is a demand the renderer serves
    // first, and a demand for each league in turn would split it.
    await page.getByRole('combobox', { name: 'League' }).click();
    // A league waiting for its fresh clips is listed disabled ('Fresh clips on their way'): only the others count.
    const leagues = page.locator('[role="option"]:not([aria-disabled="true"])');
    const offered = await leagues
      .first()
      .waitFor({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (!offered) {
      // No league has playable clips yet: close the picker and look again after a reload.
      await page.keyboard.press('Escape');
      if (Date.now() > deadline) throw new Error('no league had enough rendered clips in time');
      await page.waitForTimeout(5_000);
      continue;
    }
    await leagues.nth(level ? 0 : attempt % (await leagues.count())).click();
    await page.getByRole('combobox', { name: 'From' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'To' }).click();
    await page.getByRole('option').last().click();
    if (level) {
      await page.getByRole('combobox', { name: 'Difficulty' }).click();
      // A level whose clips are being rendered is listed disabled ('Fresh clips on their way'): look again later.
      const option = page.getByRole('option', { name: new RegExp(`^${level}`) });
      if ((await option.getAttribute('aria-disabled')) === 'true') {
        await expect(option).toContainText('Fresh clips on their way · ready in ');
        await page.keyboard.press('Escape');
        if (Date.now() > deadline) throw new Error(`no league had enough rendered ${level} clips in time`);
        await page.waitForTimeout(5_000);
        continue;
      }
      await option.click();
    }
    await page.getByRole('button', { name: 'Get Odds' }).click();
    const dialog = page.getByRole('dialog', { name: 'Game Odds' });
    // Short of fresh clips the refusal reads 'Not enough clips yet'; any other failure, the spec's line.
    const failure = page.getByText('Not enough clips yet').or(page.getByText('Something went wrong, please try again'));
    await expect(dialog.or(failure).first()).toBeVisible({ timeout: 20_000 });
    if (await dialog.isVisible()) {
      const odds = Number((await dialog.innerText()).match(/Odds\s*×?\s*([\d.]+)/)?.[1]);
      expect(odds).toBeGreaterThanOrEqual(1.01);
      await dialog.getByRole('button', { name: 'Proceed' }).click();
      return odds;
    }
    if (Date.now() > deadline) throw new Error('no league had enough rendered clips in time');
    await page.waitForTimeout(5_000);
  }
}

/**
 * Prices a game (as getOddsWhenClipsAreReady) and presses Play until the game is created; returns the odds it
 * was created at. Journeys run side by side and draw on the same buffer: another may take the league's last
 * fresh clips between this quote and Play, which the server refuses (422, 'Not enough clips…'). A player
 * would price again, on the next league; so does this.
 */
export async function createGameWhenClipsAreReady(page: Page, questions = QUESTIONS, level?: string): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    const odds = await getOddsWhenClipsAreReady(page, questions, level, attempt);
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/api\/users\/[^/]+\/games$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Play' }).click();
    const response = await created;
    if (response.ok()) return odds;
    expect(response.status(), await response.text()).toBe(422);
    if (attempt >= 4) throw new Error(`the game was refused ${attempt + 1} times: ${await response.text()}`);
  }
}

/** A new player signed in with a USD wallet funded through the sandbox checkout. */
export async function fundedPlayer(page: Page, request: APIRequestContext, baseURL: string) {
  const account = await registerByApi(request, baseURL);
  await signInAs(page, account);
  await page.goto('/wallet');
  await createWalletInUi(page, 'USD');
  await generatePaymentLink(page, String(FUNDING));
  await completeOnSandbox(page, 'Pay');
  await page.getByRole('button', { name: "I've Completed Payment" }).click();
  return account;
}

/**
 * Presses Start Game until the first question is up. Pressed before the game's socket is open it only logs
 * 'WebSocket not connected' (spec §8), and on a busy machine the socket can take a few seconds to open.
 */
export async function startGameWhenConnected(page: Page): Promise<void> {
  await expect(async () => {
    const start = page.getByRole('button', { name: 'Start Game' });
    if (await start.isVisible()) await start.click();
    await expect(page.getByRole('button', { name: 'GOAL', exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}
