import { expect, test } from '@playwright/test';
import { createGameWhenClipsAreReady, fundedPlayer, startGameWhenConnected } from './support/game.ts';
import { OVERLAY_DESIGN_HEIGHT_PX, SCOREBOARD_TYPE_PX } from '../apps/api/src/domain/clips/render/draw-overlay.ts';
import { expectInsideViewport, settleVerdict, SHOTS_DIR, waitForClipPlaying } from './support/round.ts';
import { waitForClipBuffer } from './support/clip-buffer.ts';

// Most players watch on a phone: the clip spans the card's width, goes full screen on a tap, and the verdict
// and the post-answer clip fit the screen together.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeAll(async ({ request }) => waitForClipBuffer(request));

test('on a 390×844 phone the clip spans the card edge to edge, goes full screen on a tap, and the verdict fits beside it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // Record the phone's buzzes (headless Chromium has no vibration motor to ask).
  await page.addInitScript(() => {
    const scope = window as unknown as { __buzzes: unknown[] };
    scope.__buzzes = [];
    navigator.vibrate = (pattern) => (scope.__buzzes.push(pattern), true);
  });
  // The landing page on a phone says what the clips are, above the fold.
  await page.goto('/');
  await expect(page.getByText(/Simulated clips, never seen before\./)).toBeInViewport();
  await fundedPlayer(page, request, baseURL!);
  // The phone drawer links the Leaderboard beside the other screens.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Leaderboard' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/game');
  await createGameWhenClipsAreReady(page, 5);
  await startGameWhenConnected(page);
  await expect(page.getByText('Round 1/5')).toBeVisible({ timeout: 20_000 });

  const video = page.getByTestId('game-video');
  await expect(video).toBeVisible();
  await waitForClipPlaying(page);
  const box = await expectInsideViewport(page, page.getByTestId('clip-frame'), 'the playing clip');
  // Edge to edge inside the card: at least 358 of the screen's 390 px.
  expect(box.width).toBeGreaterThanOrEqual(358);
  const captionSize = await page
    .getByTestId('clip-caption')
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  expect(captionSize).toBeGreaterThanOrEqual(11);
  // The text burned into the picture (the scoreboard's clubs and season, the smallest type the renderer draws)
  // reads at 11 CSS px or more too: its size in the video's pixels times the scale the picture is shown at.
  const pictureScale = await video.evaluate((element: HTMLVideoElement) => {
    const { width, height } = element.getBoundingClientRect();
    return Math.min(width / element.videoWidth, height / element.videoHeight);
  });
  const videoHeight = await video.evaluate((element: HTMLVideoElement) => element.videoHeight);
  const scoreboardType = SCOREBOARD_TYPE_PX * (videoHeight / OVERLAY_DESIGN_HEIGHT_PX) * pictureScale;
  expect(scoreboardType, 'the in-video scoreboard, CSS px').toBeGreaterThanOrEqual(11);
  await page.screenshot({ path: `${SHOTS_DIR}/phone-round.png` });

  // A tap on the picture takes the clip full screen; a second one brings it back.
  await video.tap();
  await page.waitForFunction(() => document.fullscreenElement?.getAttribute('data-testid') === 'clip-frame');
  await page.screenshot({ path: `${SHOTS_DIR}/phone-fullscreen.png` });
  await page.evaluate(() => document.exitFullscreen());
  await page.waitForFunction(() => document.fullscreenElement === null);

  // A player who asks for less motion gets the verdict without its pop.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'GOAL', exact: true }).click();
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toBeVisible({ timeout: 15_000 });
  expect(await verdict.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  const buzzes = await page.evaluate(() => (window as unknown as { __buzzes: unknown[] }).__buzzes);
  expect([[60], [[90, 60, 90]]]).toContainEqual(buzzes);
  await settleVerdict(page);
  await expectInsideViewport(page, verdict, 'the verdict');
  await expectInsideViewport(page, page.getByTestId('clip-frame'), 'the post-answer clip');
  await page.screenshot({ path: `${SHOTS_DIR}/phone-verdict.png` });
});
