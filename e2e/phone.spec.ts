import { expect, test } from '@playwright/test';
import { createGameWhenClipsAreReady, fundedPlayer, startGameWhenConnected } from './support/game.ts';

// Most players watch on a phone: the clip spans the card's width and a round plays.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a 390×844 phone a round plays with the clip across the full width of its card', async ({
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

  const video = page.getByTestId('game-video');
  await expect(video).toBeVisible();
  // Playing: the first frame is on screen.
  await page.waitForFunction(
    () => {
      const element = document.querySelector('[data-testid="game-video"] video, video[data-testid="game-video"]');
      return element instanceof HTMLVideoElement && element.readyState >= 2;
    },
    null,
    { timeout: 30_000 },
  );
  const box = (await video.boundingBox())!;
  // The card leaves a little padding on each side; the clip takes the rest of the screen's width.
  expect(box.width).toBeGreaterThanOrEqual(320);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.waitForTimeout(1_500);
  await page.screenshot({ path: 'test-results/screenshots/phone-question.png' });

  await page.getByRole('button', { name: 'GOAL', exact: true }).click();
  await expect(page.getByText(/^(CORRECT|INCORRECT)$/)).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/screenshots/phone-answer.png', fullPage: true });
});
