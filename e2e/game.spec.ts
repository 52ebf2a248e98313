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
import { waitForClipBuffer } from './support/clip-buffer.ts';

const PASS_MARK = 7;

test.beforeAll(async ({ request }) => waitForClipBuffer(request));

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

  // The results at 1280×800: the money as profit or loss, a trophy only on a win, the recap of every call
  // with a post-answer clip that replays, and the share card, drawn in the browser and downloaded on a desktop.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('result-net')).toHaveText(
    won ? `+$${(potential - STAKE).toFixed(2)}` : `\u2212$${STAKE.toFixed(2)}`,
  );
  await expect(page.getByTestId('result-icon')).toHaveAttribute('data-icon', won ? 'trophy' : 'target');
  await expect(page.getByTestId('recap-question')).toHaveCount(QUESTIONS);
  await expect(page.locator('[data-testid="recap-question"][data-result="right"]')).toHaveCount(correct);
  await page.getByRole('button', { name: 'Replay question 1', exact: true }).click();
  await page.waitForFunction(
    () => {
      const clip = document.querySelector('[data-testid="recap-video-1"]');
      return clip instanceof HTMLVideoElement && clip.readyState >= 2;
    },
    null,
    { timeout: 20_000 },
  );
  const card = page.getByTestId('share-card-image');
  await expect(card).toBeVisible();
  expect(await card.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([
    1200, 630,
  ]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download image' }).click();
  expect((await download).suggestedFilename()).toBe('goal-or-miss-result.png');
  await page.screenshot({ path: `${SHOTS_DIR}/results-1280.png`, fullPage: true });
  await card.screenshot({ path: `${SHOTS_DIR}/share-card-1280.png` });

  // The same results on a 390×844 phone: the recap's rows and the share card fit the screen's width, and the
  // card keeps its proportions.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locator of [page.getByTestId('recap-question').first(), card]) {
    await locator.scrollIntoViewIfNeeded();
    const box = (await locator.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  const phoneCard = (await card.boundingBox())!;
  expect(phoneCard.width).toBeGreaterThanOrEqual(300);
  expect(Math.abs(phoneCard.height / phoneCard.width - 630 / 1200)).toBeLessThan(0.02);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS_DIR}/results-390.png`, fullPage: true });
  await card.screenshot({ path: `${SHOTS_DIR}/share-card-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Play Again keeps the last settings: the league and the stake are there, the odds to be fetched again.
  await page.getByRole('button', { name: 'Play Again' }).click();
  await expect(page.getByRole('combobox', { name: 'League' })).not.toHaveText('Select league');
  await expect(page.getByLabel('Stake')).toHaveValue(String(STAKE));

  const timings = await page.evaluate(() => (window as unknown as { __gomVideoTimings?: number[] }).__gomVideoTimings);
  expect(timings?.length).toBeGreaterThan(0);
  console.log(`questionSent → first frame (ms): ${timings!.map(Math.round).join(', ')}`);

  await page.goto('/transactions');
  await expect(page.getByRole('row', { name: /Game Stake/ })).toContainText(/completed/i);
  // Money out and in read apart: the stake with the true minus sign, the funding (and any winnings) with +.
  await expect(page.getByRole('row', { name: /Game Stake/ })).toContainText(`\u2212$${STAKE.toFixed(2)}`);
  await expect(page.getByRole('row', { name: /Funding/ }).first()).toContainText(`+$${FUNDING.toFixed(2)}`);
  await expect(page.getByRole('row', { name: /Winnings/ })).toHaveCount(won ? 1 : 0);
  await page.screenshot({ path: `${SHOTS_DIR}/transactions-1280.png`, fullPage: true });

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
  await expect(page.getByTestId('recent-game-summary').first()).toHaveText(
    new RegExp(`^${correct}/${QUESTIONS} right·${won ? 'won\\+' : 'lost\u2212'}\\$`),
  );
  await page.screenshot({ path: `${SHOTS_DIR}/dashboard-1280.png`, fullPage: true });
  // On a phone the four stat cards stand two by two, and the transactions are cards with signed amounts.
  await page.setViewportSize({ width: 390, height: 844 });
  const boxes = await Promise.all(
    ['Games Played', 'Accuracy', 'Net Winnings', 'Current Streak'].map(async (label) =>
      page.getByTestId(`stat-${label}`).locator('xpath=ancestor::*[@data-slot="card"][1]').boundingBox(),
    ),
  );
  const [first, second, third, fourth] = boxes.map((box) => box!);
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
  expect(Math.abs(third!.y - fourth!.y)).toBeLessThan(2);
  expect(third!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
  await page.screenshot({ path: `${SHOTS_DIR}/dashboard-390.png`, fullPage: true });
  await page.goto('/transactions');
  await expect(page.getByRole('list', { name: 'Transactions' })).toContainText(`\u2212$${STAKE.toFixed(2)}`);
  await page.screenshot({ path: `${SHOTS_DIR}/transactions-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

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
  // A phone's share sheet, standing in for the Web Share API (headless Chromium has none): what it was given.
  await page.addInitScript(() => {
    const shared: Array<Array<[string, string, number]>> = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data?: ShareData) => Array.isArray(data?.files) && data.files.length > 0,
    });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push((data.files ?? []).map((file) => [file.name, file.type, file.size]));
      },
    });
  });
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

  // The same results on a 390×844 phone: no trophy on a loss, the recap says which clip ran out and which were
  // never reached (nothing of how they ended), and Share hands the card to the phone's share sheet as a PNG.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('result-icon')).toHaveAttribute('data-icon', 'target');
  await expect(page.getByTestId('result-net')).toHaveText(`\u2212$${STAKE.toFixed(2)}`);
  const recap = page.getByTestId('recap-question');
  await expect(recap).toHaveCount(5);
  await expect(recap.nth(1)).toContainText('No call: the time ran out');
  for (const index of [2, 3, 4]) await expect(recap.nth(index)).toContainText('Not reached');
  for (const index of [1, 2, 3, 4]) await expect(recap.nth(index)).not.toContainText(/GOAL|MISS/);
  await expect(page.getByTestId('share-card-image')).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
    .toEqual([[['goal-or-miss-result.png', 'image/png', expect.any(Number)]]]);
  await page.screenshot({ path: `${SHOTS_DIR}/results-390.png`, fullPage: true });
  await page.getByTestId('share-card-image').screenshot({ path: `${SHOTS_DIR}/share-card-390.png` });
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
    const frame = await expectInsideViewport(page, page.getByTestId('clip-frame'), 'the post-answer clip');
    // The ✓/✗ badge keeps off the picture's top corners: the scoreboard and the replay's REPLAY tag are there.
    const badge = (await page.getByTestId('verdict-badge').boundingBox())!;
    expect(badge.x + badge.width).toBeLessThan(frame.x + frame.width / 4);
    expect(badge.y).toBeGreaterThan(frame.y + frame.height * 0.6);
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
