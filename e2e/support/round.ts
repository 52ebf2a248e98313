import { expect, type Locator, type Page } from '@playwright/test';

// What the live round's journeys measure on the page: that a box lies wholly inside the viewport, and that the
// clip has started playing.

export const SHOTS_DIR = process.env.ROUND_SHOTS_DIR ?? 'test-results/screenshots';

/** The element's box, asserted to lie wholly inside the viewport as it stands (no scrolling by the test). */
export async function expectInsideViewport(page: Page, locator: Locator, name: string) {
  const viewport = page.viewportSize()!;
  const box = (await locator.boundingBox())!;
  expect(box, `${name} has a box`).not.toBeNull();
  expect(box.y, `${name}'s top is on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${name}'s left is on screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${name}'s bottom is on screen`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, `${name}'s right is on screen`).toBeLessThanOrEqual(viewport.width);
  return box;
}

/** Waits until the clip on screen has decoded its first frame. */
export async function waitForClipPlaying(page: Page) {
  await page.waitForFunction(
    () => {
      const element = document.querySelector('video[data-testid="game-video"]');
      return element instanceof HTMLVideoElement && element.readyState >= 2;
    },
    null,
    { timeout: 30_000 },
  );
}

/**
 * Waits for the verdict's pop and the card's scroll into view to finish (a few hundred ms), so the boxes are
 * measured where the player sees them; well inside the pause before the next question.
 */
export async function settleVerdict(page: Page) {
  await page.getByTestId('verdict').evaluate(async (element) => {
    const animations = [
      element,
      ...Array.from(element.ownerDocument.querySelectorAll('[data-testid="clip-frame"] *')),
    ].flatMap((node) => node.getAnimations());
    await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
    // A smooth scroll has no animation object: wait until the page stops moving.
    let last = -1;
    while (window.scrollY !== last) {
      last = window.scrollY;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}
