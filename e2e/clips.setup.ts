import { expect, test as setup } from '@playwright/test';

// The journeys that play games (project 'games' in playwright.config.ts) start once the fresh buffer lists this
// many leagues: 20 normal clips each, 60 in all, more than those journeys hold between them (about 45) while the
// server keeps rendering beside them. Without the wait they raced the renderer from the server's first second,
// and on a slow CI machine, with two browsers playing video, a journey waited 200 s for any league (2026-11-27).
const LEAGUES_READY = 3;
const WAIT_MS = 600_000;

setup('the clip buffer lists enough leagues for the game journeys', async ({ request }) => {
  setup.setTimeout(WAIT_MS + 30_000);
  const started = Date.now();
  await expect(async () => {
    const response = await request.get('/api/games/options');
    expect(response.ok(), await response.text()).toBe(true);
    const { data } = (await response.json()) as { data: { leagues: string[] } };
    expect(data.leagues.length).toBeGreaterThanOrEqual(LEAGUES_READY);
  }).toPass({ intervals: [2_000], timeout: WAIT_MS });
  console.log(`the buffer listed ${LEAGUES_READY} leagues after ${Math.round((Date.now() - started) / 1000)} s`);
});
