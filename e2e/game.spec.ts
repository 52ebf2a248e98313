import { expect, test, type Page } from '@playwright/test';
import { registerByApi, signInAs } from './support/accounts.ts';
import { completeOnSandbox, createWalletInUi, generatePaymentLink } from './support/wallet.ts';

const STAKE = 2;
// Ten questions: the leaderboard ranks players from 10 answered questions, so one game shows there too.
const QUESTIONS = 10;
const PASS_MARK = 7;
const FUNDING = 50;

/** The demo catalog renders in the background from the server's start: wait until a league can be priced. */
async function getOddsWhenClipsAreReady(page: Page): Promise<number> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    // A reload picks up the leagues and seasons rendered since the last look, as a player's would.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Create Your Game' })).toBeVisible();
    await page.getByLabel('Stake').fill(String(STAKE));
    await page.getByRole('combobox', { name: 'Questions' }).click();
    await page.getByRole('option', { name: `${QUESTIONS} Questions` }).click();
    await page.getByRole('combobox', { name: 'League' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'From' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'To' }).click();
    await page.getByRole('option').last().click();
    await page.getByRole('button', { name: 'Get Odds' }).click();
    const dialog = page.getByRole('dialog', { name: 'Game Odds' });
    const failure = page.getByText('Something went wrong, please try again');
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

test('a player funds a wallet, plays a 10-question game against the clock, is paid by the rules and sees their figures change', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const account = await registerByApi(request, baseURL!);
  await signInAs(page, account);
  await page.goto('/wallet');
  await createWalletInUi(page, 'USD');
  await generatePaymentLink(page, String(FUNDING));
  await completeOnSandbox(page, 'Pay');
  await page.getByRole('button', { name: "I've Completed Payment" }).click();

  // A new player's figures are zeros, not sample data.
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-Games Played')).toHaveText('0');
  await expect(page.getByTestId('global-rank')).toContainText('Not ranked yet');

  await page.getByRole('link', { name: 'Play Game' }).click();
  await expect(page.getByRole('heading', { name: 'Create Your Game' })).toBeVisible();
  const odds = await getOddsWhenClipsAreReady(page);
  await expect(page.getByText(`Call at least ${PASS_MARK} of ${QUESTIONS} right`).first()).toBeVisible();
  const potential = Math.floor(STAKE * odds * 100 + 1e-9) / 100;
  await expect(page.getByText(`$${potential.toFixed(2)}`).first()).toBeVisible();

  await page.getByRole('button', { name: 'Play' }).click();
  await page.getByRole('button', { name: 'Start Game' }).click();

  let correct = 0;
  for (let round = 1; round <= QUESTIONS; round++) {
    await expect(page.getByText(`Round ${round}/${QUESTIONS}`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('game-video')).toBeVisible();
    await page.getByRole('button', { name: round % 2 ? 'GOAL' : 'MISS', exact: true }).click();
    const verdict = page.getByText(/^(CORRECT|INCORRECT)$/);
    await expect(verdict).toBeVisible({ timeout: 15_000 });
    if ((await verdict.innerText()) === 'CORRECT') correct += 1;
  }

  await expect(page.getByText('Game Results')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`${correct}/${QUESTIONS}`)).toBeVisible();
  const won = correct >= PASS_MARK;
  await expect(page.getByText(won ? `You won $${potential.toFixed(2)}` : 'Stake lost')).toBeVisible();

  const timings = await page.evaluate(() => (window as unknown as { __gomVideoTimings?: number[] }).__gomVideoTimings);
  expect(timings?.length).toBeGreaterThan(0);
  console.log(`questionSent → first frame (ms): ${timings!.map(Math.round).join(', ')}`);

  await page.goto('/transactions');
  await expect(page.getByRole('row', { name: /Game Stake/ })).toContainText(/completed/i);
  await expect(page.getByRole('row', { name: /Game Stake/ })).toContainText(`$${STAKE.toFixed(2)}`);
  await expect(page.getByRole('row', { name: /Winnings/ })).toHaveCount(won ? 1 : 0);

  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Show balance' }).click();
  const expected = FUNDING - STAKE + (won ? potential : 0);
  await expect(page.getByTestId('available-balance')).toHaveText(`$${expected.toFixed(2)}`);

  // The player's own figures, from the server.
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-Games Played')).toHaveText('1');
  await expect(page.getByTestId('stat-Accuracy')).toContainText(String(Math.round((correct / QUESTIONS) * 100)));
  await expect(page.getByTestId('global-rank')).toHaveText(/^#\d+$/);
  await expect(page.getByText(won ? 'Win' : 'Loss', { exact: true }).first()).toBeVisible();

  await page.goto('/leaderboard');
  const myRow = page.getByRole('row', { name: new RegExp(account.username) }).first();
  await expect(myRow).toBeVisible();
  await expect(myRow).toContainText('You');
  await expect(myRow).toContainText(String(correct));

  await page.goto('/profile');
  await expect(page.getByText('Showing 1 to 1 of 1 games')).toBeVisible();
});
