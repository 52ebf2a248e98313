import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Browser journeys run against the production build served by the API, on a fresh embedded database.
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
const TIMING_JOURNEYS = /fair-clock\.spec\.ts$/;
// Journeys that stake and play games: each holds fresh clips, which the server renders as it runs. The longest of
// them (three games) is queued before the others, so the last file to start is a short one.
const LONG_GAME_JOURNEYS = /\/game\.spec\.ts$/;
const GAME_JOURNEYS = /(game|plans|phone|challenges)\.spec\.ts$/;
// The tournaments' journeys, each on a server of its own: the live one is the longest journey (about 3 minutes, most
// of it waiting on its round's clock); a window tournament's journey (window-tournaments.spec.ts) matches too.
const LONG_JOURNEYS = /tournaments\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // A one-minute journey took up to 6 s a step with the other journey's browser playing video beside it (CI on
  // 2026-11-27): two minutes each, so a slow machine is not mistaken for a broken journey.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Two files at a time, each file's journeys in order: a journey mostly waits on the server, its clips and the
  // browser, so two took the journeys from 10.5 to 5.7 minutes on this 2-core machine. Every journey signs up
  // players of its own and takes the next league with clips left (support/game.ts), so two never share state.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/reports/playwright.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  // The order below is the order the two workers take the files in (performance note 0060). Playwright runs a
  // project's dependants only once every project before them has ended, so only the timing journey depends on
  // others: the longest journey goes first and runs beside all the short ones; the game journeys come last, when the
  // clip buffer has stocked their leagues (they wait for it in a beforeAll, support/clip-buffer.ts).
  projects: [
    { name: 'long', use: { ...devices['Desktop Chrome'] }, testMatch: LONG_JOURNEYS },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [TIMING_JOURNEYS, GAME_JOURNEYS, LONG_JOURNEYS],
    },
    { name: 'game', use: { ...devices['Desktop Chrome'] }, testMatch: LONG_GAME_JOURNEYS },
    {
      name: 'games',
      use: { ...devices['Desktop Chrome'] },
      testMatch: GAME_JOURNEYS,
      testIgnore: LONG_GAME_JOURNEYS,
    },
    // Journeys that measure time on the page run alone once the others are done (fair-clock.spec.ts says why).
    {
      name: 'timing',
      use: { ...devices['Desktop Chrome'] },
      testMatch: TIMING_JOURNEYS,
      dependencies: ['long', 'chromium', 'game', 'games'],
    },
  ],
  webServer: {
    command: 'rm -rf test-results/e2e-data && node apps/api/dist/server.js',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    // A one-minute journey took up to 6 s a step with the other journey's browser playing video beside it (CI on
    // 2026-11-27): two minutes each, so a slow machine is not mistaken for a broken journey.
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: E2E_BASE_URL,
      DATA_DIR: 'test-results/e2e-data',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The journeys sign up many players from this one machine: registerByApi gives each an address of its own
      // through X-Forwarded-For, which the server reads from its loopback proxy only.
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
