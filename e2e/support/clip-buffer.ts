import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

// The journeys that play games on the shared server start once the fresh buffer lists this many leagues: 20 normal
// clips each, 60 in all, more than those journeys hold between them (about 45) while the server keeps rendering
// beside them. Without the wait they raced the renderer from the server's first second, and on a slow CI machine,
// with two browsers playing video, a journey waited 200 s for any league (2026-11-27).
const LEAGUES_READY = 3;
const WAIT_MS = 600_000;
/**
 * Written once the buffer has listed them, in the shared server's data directory (playwright.config.ts empties it as
 * the server starts): the wait is once a run, as the setup project's was. A later journey that waited again would
 * wait for the renderer to refill what the earlier journeys held (68 s on the first run without it).
 */
const LISTED = join('test-results', 'e2e-data', 'clip-buffer-listed');

/**
 * Waits (in a beforeAll of each game journey) until the buffer lists LEAGUES_READY leagues. It was a setup project
 * the game journeys depended on, but Playwright runs a project's dependants only after every project of the setup's
 * phase has ended, so the game journeys could not start until the longest other journey had: minutes with one
 * worker idle (performance note 0060). Queued after the other journeys (playwright.config.ts), they rarely wait here.
 */
export async function waitForClipBuffer(request: APIRequestContext): Promise<void> {
  if (existsSync(LISTED)) return;
  test.setTimeout(WAIT_MS + 30_000);
  const started = Date.now();
  await expect(async () => {
    const response = await request.get('/api/games/options');
    expect(response.ok(), await response.text()).toBe(true);
    const { data } = (await response.json()) as { data: { leagues: string[] } };
    expect(data.leagues.length).toBeGreaterThanOrEqual(LEAGUES_READY);
  }).toPass({ intervals: [2_000], timeout: WAIT_MS });
  writeFileSync(LISTED, new Date().toISOString());
  console.log(`the buffer listed ${LEAGUES_READY} leagues after ${Math.round((Date.now() - started) / 1000)} s`);
}
