import { expect, test } from '@playwright/test';
import {
  FUNDING,
  createGameWhenClipsAreReady,
  fundedPlayer,
  QUESTIONS,
  STAKE,
  startGameWhenConnected,
} from './support/game.ts';
import { expectInsideViewport, settleVerdict, SHOTS_DIR, waitForClipPlaying } from './support/round.ts';

const PASS_MARK = 7;

test('a player funds a wallet, plays a 10-question game against the clock, is paid by the rules and sees their figures change', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const account = await fundedPlayer(page, request, baseURL!);

  // A new player's figures are zeros, not sample data.
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-Games Played')).toHaveText('0');
  await expect(page.getByTestId('global-rank')).toContainText('Not ranked yet');

  await page.getByRole('link', { name: 'Play Game' }).click();
  await expect(page.getByRole('heading', { name: 'Create Your Game' })).toBeVisible();
  const odds = await createGameWhenClipsAreReady(page);
  const potential = Math.floor(STAKE * odds * 100 + 1e-9) / 100;
  // The game screen states the rule and the odds the game was created at; the results below, the payout.
  await expect(page.getByText(`Call at least ${PASS_MARK} of ${QUESTIONS} right`).first()).toBeVisible();
  await expect(page.getByText(`×${odds.toFixed(2)}`).first()).toBeVisible();
  await startGameWhenConnected(page);

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

// Difficulty levels: a game on Hard shows its level in Game Info, the Odds dialog and the results;
// left unanswered, it ends by timeout and the results count the questions never reached as such.
test('a game on Hard names its level throughout, and a timed-out game counts what was never reached', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await fundedPlayer(page, request, baseURL!);
  await page.goto('/game');
  await page.getByRole('combobox', { name: 'Difficulty' }).click();
  await page.getByRole('option', { name: 'Hard', exact: true }).click();
  await expect(page.getByTestId('difficulty-line')).toHaveText(
    'Knife-edge chances that could go either way. The highest odds.',
  );
  await expect(page.getByTestId('game-info-difficulty')).toHaveText('Hard');
  await page.screenshot({ path: 'test-results/screenshots/create-hard.png', fullPage: true });
  const odds = await createGameWhenClipsAreReady(page, 5, 'Hard');
  expect(odds).toBeGreaterThanOrEqual(2.5);
  await startGameWhenConnected(page);
  await expect(page.getByText('Round 1/5')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'GOAL', exact: true }).click();
  await expect(page.getByText(/^(CORRECT|INCORRECT)$/)).toBeVisible({ timeout: 15_000 });
  // Round 2 is left to run out: the game ends by timeout with one question answered and the rest not played.
  await expect(page.getByText('Round 2/5')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Game Results')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('result-difficulty')).toHaveText('Hard level');
  await expect(page.getByText('Not reached', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('4');
  await expect(page.getByTestId('stopped-at')).toHaveText(
    'The game stopped at question 2 of 5: 1 answered, 4 not reached.',
  );
  await expect(page.getByText('Stake lost')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/results-hard-timeout.png', fullPage: true });
});

// The live round at a laptop's 1280×800: the pre-answer clip freezes visibly and can be run again while the
// server's clock keeps going; the mute persists; the verdict and the post-answer clip are on screen together.
test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the frozen clip is tagged and replays, and the verdict and its clip fill the view without scrolling', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    await fundedPlayer(page, request, baseURL!);
    await page.goto('/game');
    await createGameWhenClipsAreReady(page, 5);
    await startGameWhenConnected(page);
    await expect(page.getByText('Round 1/5')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('lives-count')).toHaveText('1 miss left');
    await expect(page.getByText('Calls in a Row', { exact: true })).toBeVisible();

    // Sound: the player's taps so far turned it on; muting is kept in this browser.
    const toggle = page.getByTestId('sound-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => localStorage.getItem('gom:sound'))).toBe('off');
    await expect(page.getByTestId('game-video')).toHaveJSProperty('muted', true);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await waitForClipPlaying(page);
    await expectInsideViewport(page, page.getByTestId('clip-frame'), 'the playing clip');
    await page.screenshot({ path: `${SHOTS_DIR}/desktop-round.png` });

    // The 4 s pre-answer clip ends well inside the 10 s: its last frame is marked, not left looking stalled.
    await expect(page.getByTestId('frozen-tag')).toHaveText('FROZEN', { timeout: 8_000 });
    await page.screenshot({ path: `${SHOTS_DIR}/desktop-frozen.png` });
    const before = Number((await page.getByTestId('countdown').innerText()).replace('s', ''));
    await page.getByRole('button', { name: 'Replay clip' }).click();
    await expect(page.getByTestId('frozen-tag')).toBeHidden();
    // The replay does not give time back: the server's countdown keeps running.
    const after = Number((await page.getByTestId('countdown').innerText()).replace('s', ''));
    expect(after).toBeLessThanOrEqual(before);

    await page.getByRole('button', { name: 'GOAL', exact: true }).click();
    const verdict = page.getByTestId('verdict');
    await expect(verdict).toBeVisible({ timeout: 15_000 });
    expect(await verdict.evaluate((element) => getComputedStyle(element).animationName)).toBe('verdict-pop');
    await expect(page.getByTestId('verdict-headline')).toHaveText(/^(Right call!|Wrong call)$/);
    await expect(page.getByTestId('verdict-detail')).toHaveText(/^You called GOAL · it was a (GOAL|MISS)$/);
    await expect(page.getByTestId('clip-frame')).toHaveAttribute('data-verdict', /^(right|wrong)$/);
    await expect(page.getByRole('heading', { name: 'The verdict is out!' })).toBeVisible();
    await settleVerdict(page);
    await expectInsideViewport(page, verdict, 'the verdict');
    await expectInsideViewport(page, page.getByTestId('clip-frame'), 'the post-answer clip');
    await page.screenshot({ path: `${SHOTS_DIR}/desktop-verdict.png` });

    // 'Original Video' opens the product's own page for the clip: the video, the league, fixture and season.
    const [clipPage] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Original Video' }).click(),
    ]);
    await expect(clipPage.getByRole('heading', { name: 'Original Video' })).toBeVisible();
    const facts = clipPage.getByTestId('clip-facts');
    await expect(facts).toContainText('League');
    await expect(facts).toContainText(/Fixture.+ v .+Season\d{4}/);
    await expect(clipPage.getByTestId('original-video')).toBeVisible();
    await clipPage.screenshot({ path: `${SHOTS_DIR}/desktop-original-video.png` });
    await clipPage.close();
  });
});
