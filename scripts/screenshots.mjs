// Screenshots of the main screens, for looking at the product as a player would.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir]   (the app must be running)
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const outDir = process.argv[3] ?? 'test-results/screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

async function shoot(page, name, { fullPage = false } = {}) {
  await page.waitForLoadState('load');
  // The session check and a route's lazy chunk show 'Loading...' first; on a cold first start (clips rendering
  // in the background) that can last a few seconds, and a picture of the loader shows nothing.
  await page
    .getByText('Loading...', { exact: true })
    .first()
    .waitFor({ state: 'hidden', timeout: 15_000 })
    .catch(() => console.log(`${name}: still loading after 15 s`));
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${outDir}/${name}.png`, fullPage });
  console.log(`${outDir}/${name}.png`);
}

const tag = randomBytes(3).toString('hex');
const account = {
  firstName: 'Ada',
  lastName: 'Striker',
  username: `ada_${tag}`,
  email: `ada.${tag}@example.com`,
  password: 'Kickoff2026',
  dateOfBirth: '1990-01-01',
};

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto('/');
  await shoot(page, `${label}-landing`);
  await page.goto('/signup');
  await shoot(page, `${label}-signup`);
  if (label === 'desktop') {
    const response = await context.request.post('/api/register', { data: account, headers: { Origin: baseUrl } });
    if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  }
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await shoot(page, `${label}-login`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  for (const path of [
    'dashboard',
    'game',
    'tournaments',
    'profile',
    'wallet',
    'transactions',
    'settings',
    'leaderboard',
  ]) {
    await page.goto(`/${path}`);
    // Settings is long (plan, safer play): the whole page.
    await shoot(page, `${label}-${path}`, { fullPage: path === 'settings' });
  }
  // The Pricing section as a signed-in player sees it (their plan, the upgrade).
  await page.goto('/');
  await page.locator('#pricing').scrollIntoViewIfNeeded();
  await shoot(page, `${label}-pricing-signed-in`);
  await page.goto('/nowhere');
  await shoot(page, `${label}-404`);
  await context.close();
}
await browser.close();
